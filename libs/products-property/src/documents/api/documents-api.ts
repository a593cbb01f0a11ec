import { api } from '@polis/api-client';
import type {
  DocumentsCreateContractRequest,
  DocumentsCreateContractResponse,
  DocumentTypesResponse,
} from '@polis/api-contract';

/** Documents insurance calls, injected into the one API (the check is the kit's: `check.url`). */
export const documentsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDocumentTypes: build.query<DocumentTypesResponse, void>({
      query: () => '/sayt/document_sugurtasi/type',
    }),
    createDocumentsContract: build.mutation<
      DocumentsCreateContractResponse,
      { readonly body: DocumentsCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/sayt/document_sugurtasi/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetDocumentTypesQuery, useCreateDocumentsContractMutation } = documentsApi;
