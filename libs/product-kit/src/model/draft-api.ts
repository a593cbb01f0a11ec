import { api, dataUrlOf } from '@polis/api-client';
import type { Draft, DraftFileInfo, DraftKept } from '@polis/api-contract';
import { DRAFT_FILE_FIELD, DRAFT_PATHS, pathTo } from '@polis/api-contract/paths';

/** The answers a wizard keeps (opaque to the server). */
export type DraftData = Record<string, unknown>;

/**
 * Applications in progress on the server (`/api/drafts`): put under the tab's id on every change (the first
 * creates it), read back after a reload, deleted after the purchase; files apart, as multipart.
 */
export const draftApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** `keepalive`: the page is being left (a reload), the write outlives it. */
    /** Creates the draft under the tab's id when there is none. */
    putDraft: build.mutation<
      DraftKept,
      { id: string; product: string; data: DraftData; keepalive?: boolean }
    >({
      query: ({ id, product, data, keepalive = false }) => ({
        url: pathTo(DRAFT_PATHS.update, { id }),
        method: DRAFT_PATHS.update.method,
        body: { product, data },
        keepalive,
      }),
    }),
    readDraft: build.mutation<Draft, string>({
      query: (id) => ({ url: pathTo(DRAFT_PATHS.read, { id }), method: DRAFT_PATHS.read.method }),
    }),
    removeDraft: build.mutation<null, string>({
      query: (id) => ({
        url: pathTo(DRAFT_PATHS.remove, { id }),
        method: DRAFT_PATHS.remove.method,
      }),
    }),
    putDraftFile: build.mutation<DraftFileInfo, { id: string; name: string; file: Blob; fileName: string }>({
      query: ({ id, name, file, fileName }) => {
        const form = new FormData();
        form.append(DRAFT_FILE_FIELD, file, fileName);
        return {
          url: pathTo(DRAFT_PATHS.putFile, { id, name }),
          method: DRAFT_PATHS.putFile.method,
          body: form,
        };
      },
    }),
    /** A kept file as a data: URL. */
    draftFile: build.mutation<string, { id: string; name: string }>({
      query: ({ id, name }) => ({
        url: pathTo(DRAFT_PATHS.file, { id, name }),
        method: DRAFT_PATHS.file.method,
        responseHandler: async (response: Response) => (response.ok ? dataUrlOf(response) : response.json()),
      }),
    }),
  }),
});
