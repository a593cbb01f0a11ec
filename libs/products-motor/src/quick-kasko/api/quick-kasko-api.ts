import { api } from '@polis/api-client';
import type {
  QuickKaskoCreateContractRequest,
  QuickKaskoCreateContractResponse,
  QuickKaskoProgramsResponse,
} from '@polis/api-contract';

/** Quick kasko calls of spec 001 (the owner check is OSAGO's `osago-juridik`; the check is the kit's). */
export const quickKaskoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getQuickKaskoPrograms: build.query<QuickKaskoProgramsResponse, void>({
      query: () => '/sayt/tez-kasko/programs',
    }),
    createQuickKaskoContract: build.mutation<
      QuickKaskoCreateContractResponse,
      { readonly body: QuickKaskoCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/sayt/tez-kasko/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetQuickKaskoProgramsQuery, useCreateQuickKaskoContractMutation } = quickKaskoApi;
