import { api } from '@polis/api-client';
import type { DocumentTypesResponse } from '@polis/api-contract';
import { DOCUMENTS_PATHS } from '@polis/api-contract/paths';

/** The kinds of document on sale (the save and the check are the kit's: `contractSave`, `check.url`). */
export const { useGetDocumentTypesQuery } = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDocumentTypes: build.query<DocumentTypesResponse, void>({ query: () => DOCUMENTS_PATHS.types.path }),
  }),
});
