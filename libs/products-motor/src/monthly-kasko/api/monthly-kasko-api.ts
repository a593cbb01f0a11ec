import { api } from '@polis/api-client';
import { MONTHLY_KASKO_PATHS } from '@polis/api-contract/paths';
import type { MonthlyKaskoIds, MonthlyKaskoPlanResponse } from '@polis/api-contract';

/** The monthly plan's status, injected into the one API (the save and check are the kit's). */
const monthlyKaskoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // A mutation, not a query: it answers the plan as of now, and the page asks again on "refresh".
    getMonthlyKaskoPlan: build.mutation<MonthlyKaskoPlanResponse, MonthlyKaskoIds>({
      query: (body) => ({
        url: MONTHLY_KASKO_PATHS.status.path,
        method: MONTHLY_KASKO_PATHS.status.method,
        body,
      }),
    }),
  }),
});

export const { useGetMonthlyKaskoPlanMutation } = monthlyKaskoApi;
