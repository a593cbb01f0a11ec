import { api } from '@polis/api-client';
import type {
  OsgorCalculatorRequest,
  OsgorCalculatorResponse,
  OsgorCreateContractRequest,
  OsgorCreateContractResponse,
} from '@polis/api-contract';
import { OSGOR_PATHS } from '@polis/api-contract/paths';

/** Employer liability (OSGOR) calls, injected into the one API (the check is the kit's: `check.url`). */
export const osgorApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    calculateOsgor: build.mutation<number, OsgorCalculatorRequest>({
      query: (body) => ({ url: OSGOR_PATHS.calculate.path, method: OSGOR_PATHS.calculate.method, body }),
      transformResponse: (body: OsgorCalculatorResponse) => body.premium,
    }),
    createOsgorContract: build.mutation<
      OsgorCreateContractResponse,
      { readonly body: OsgorCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: OSGOR_PATHS.save.path,
        method: OSGOR_PATHS.save.method,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useCalculateOsgorMutation, useCreateOsgorContractMutation } = osgorApi;
