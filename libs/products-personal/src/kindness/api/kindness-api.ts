import { api } from '@polis/api-client';
import type { KindnessCreateContractRequest, KindnessCreateContractResponse } from '@polis/api-contract';

/** Kindness insurance calls, injected into the one API (the check is the kit's: `check.url`). */
export const kindnessApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createKindnessContract: build.mutation<
      KindnessCreateContractResponse,
      { readonly body: KindnessCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/kindness/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateKindnessContractMutation } = kindnessApi;
