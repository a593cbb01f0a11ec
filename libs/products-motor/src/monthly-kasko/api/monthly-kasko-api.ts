import { api } from '@polis/api-client';
import type {
  MonthlyKaskoIds,
  MonthlyKaskoPlanResponse,
  MonthlyKaskoSaveRequest,
  MonthlyKaskoSaveResponse,
} from '@polis/api-contract';

/** Monthly mini KASKO calls, injected into the one API (the check is the kit's: `check.url`). */
export const monthlyKaskoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createMonthlyKaskoContract: build.mutation<
      MonthlyKaskoSaveResponse,
      { readonly body: MonthlyKaskoSaveRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/monthly-kasko/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    // A mutation, not a query: it answers the plan as of now, and the page asks again on "refresh".
    getMonthlyKaskoPlan: build.mutation<MonthlyKaskoPlanResponse, MonthlyKaskoIds>({
      query: (body) => ({ url: '/monthly-kasko/status', method: 'POST', body }),
    }),
  }),
});

export const { useCreateMonthlyKaskoContractMutation, useGetMonthlyKaskoPlanMutation } = monthlyKaskoApi;
