import { api } from '@polis/api-client';
import type { AccidentCreateContractRequest, AccidentCreateContractResponse } from '@polis/api-contract';

/** Accident insurance calls, injected into the one API (the check is the kit's: `check.url`). */
export const accidentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createAccidentContract: build.mutation<
      AccidentCreateContractResponse,
      { readonly body: AccidentCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/accident_sayt/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateAccidentContractMutation } = accidentApi;
