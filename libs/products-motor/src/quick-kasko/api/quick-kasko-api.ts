import { api } from '@polis/api-client';
import { QUICK_KASKO_PATHS } from '@polis/api-contract/paths';
import type { QuickKaskoProgramsResponse } from '@polis/api-contract';

/** The quick kasko programs (the owner check is OSAGO's `osago-juridik`; the save and check are the kit's). */
const quickKaskoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getQuickKaskoPrograms: build.query<QuickKaskoProgramsResponse, void>({
      query: () => QUICK_KASKO_PATHS.programs.path,
    }),
  }),
});

export const { useGetQuickKaskoProgramsQuery } = quickKaskoApi;
