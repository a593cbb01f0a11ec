import { api } from '@polis/api-client';
import type { PetsProgramsResponse } from '@polis/api-contract';
import { PETS_PATHS } from '@polis/api-contract/paths';

/** The pet insurance programs (the save and the check are the kit's: `contractSave`, `check.url`). */
export const { useGetPetsProgramsQuery } = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPetsPrograms: build.query<PetsProgramsResponse, void>({ query: () => PETS_PATHS.programs.path }),
  }),
});
