import { api } from '@polis/api-client';
import type { TravelUzbTariffsResponse } from '@polis/api-contract';
import { TRAVEL_UZ_PATHS } from '@polis/api-contract/paths';

/** The travel around Uzbekistan tariffs (the save and the check are the kit's: `contractSave`, `check.url`). */
export const { useGetTravelUzbTariffsQuery } = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTravelUzbTariffs: build.query<TravelUzbTariffsResponse, void>({
      query: () => TRAVEL_UZ_PATHS.tariffs.path,
    }),
  }),
});
