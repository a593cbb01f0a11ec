import { api } from '@polis/api-client';
import type { SportTypesResponse } from '@polis/api-contract';
import { SPORT_PATHS } from '@polis/api-contract/paths';

/** The sport types on sale (the save and the check are the kit's: `contractSave`, `check.url`). */
export const { useGetSportTypesQuery } = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getSportTypes: build.query<SportTypesResponse, void>({ query: () => SPORT_PATHS.types.path }),
  }),
});
