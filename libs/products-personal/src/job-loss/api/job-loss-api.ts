import { api } from '@polis/api-client';
import type { JobLossCreateContractResponse, OrganizationFound } from '@polis/api-contract';

/** Job loss calls, injected into the one API (the check is the kit's: `check.url`). */
export const jobLossApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The employer by INN (spec 001: `POST /osgor_neo/inn {inn}`); not found is an envelope error 1. */
    findEmployer: build.mutation<OrganizationFound, string>({
      query: (inn) => ({ url: '/osgor_neo/inn', method: 'POST', body: { inn } }),
    }),
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

export const { useFindEmployerMutation, useCreateJobLossContractMutation } = jobLossApi;
