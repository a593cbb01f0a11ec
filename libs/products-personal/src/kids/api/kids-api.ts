import { api } from '@polis/api-client';
import type { KidsCreateContractRequest, KidsCreateContractResponse } from '@polis/api-contract';

/** Kids insurance calls, injected into the one API (the check is the kit's: `check.url`). */
export const kidsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createKidsContract: build.mutation<
      KidsCreateContractResponse,
      { readonly body: KidsCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/site/kids/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateKidsContractMutation } = kidsApi;
