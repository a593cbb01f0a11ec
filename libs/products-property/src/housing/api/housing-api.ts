import { api } from '@polis/api-client';
import type { HousingTariffsResponse } from '@polis/api-contract';
import { HOUSING_PATHS } from '@polis/api-contract/paths';

/** The home insurance programs (the save and the check are the kit's: `contractSave`, `check.url`). */
export const { useGetHousingTariffsQuery } = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getHousingTariffs: build.query<HousingTariffsResponse, void>({ query: () => HOUSING_PATHS.tariffs.path }),
  }),
});
