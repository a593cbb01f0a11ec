import { api } from '@polis/api-client';
import type {
  OsgorCalculatorRequest,
  OsgorCalculatorResponse,
  OsgorCreateContractRequest,
  OsgorCreateContractResponse,
} from '@polis/api-contract';

/** Employer liability (OSGOR) calls, injected into the one API (the check is the kit's: `check.url`). */
export const osgorApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    calculateOsgor: build.mutation<number, OsgorCalculatorRequest>({
      query: (body) => ({ url: '/osgor_neo/calculator', method: 'POST', body }),
      transformResponse: (body: OsgorCalculatorResponse) => body.premium,
    }),
    createOsgorContract: build.mutation<
      OsgorCreateContractResponse,
      { readonly body: OsgorCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/osgor_neo/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCalculateOsgorMutation, useCreateOsgorContractMutation } = osgorApi;
