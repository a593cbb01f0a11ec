import { api } from '@polis/api-client';
import type { JobLossCreateContractResponse } from '@polis/api-contract';

/** Job loss calls, injected into the one API (the employer look-up and the check are the kit's). */
export const jobLossApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** multipart/form-data: the fields and the two documents (model/save-payload.ts). */
    createJobLossContract: build.mutation<
      JobLossCreateContractResponse,
      { readonly body: FormData; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/sayt/job-lose/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCreateJobLossContractMutation } = jobLossApi;
