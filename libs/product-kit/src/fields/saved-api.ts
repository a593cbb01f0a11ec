import { api } from '@polis/api-client';
import type {
  SavedList,
  SavedPerson,
  SavedPersonInput,
  SavedVehicle,
  SavedVehicleInput,
} from '@polis/api-contract';
import { SAVED_PATHS } from '@polis/api-contract/paths';

const SAVED = 'Saved';

/**
 * A logged-in customer's saved people and cars (`/shaxsiy_kabinet/saved`): the wizards fill from them, and the
 * policy step offers to save the application's people and cars for next time.
 */
export const savedApi = api.enhanceEndpoints({ addTagTypes: [SAVED] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Named apart from the cabinet's own calls (libs/account), which the same store may hold.
    wizardSaved: build.query<SavedList, void>({
      query: () => ({ url: SAVED_PATHS.list.path, method: SAVED_PATHS.list.method }),
      providesTags: [SAVED],
    }),
    wizardSavePerson: build.mutation<SavedPerson, SavedPersonInput>({
      query: (body) => ({ url: SAVED_PATHS.addPerson.path, method: SAVED_PATHS.addPerson.method, body }),
      invalidatesTags: [SAVED],
    }),
    wizardSaveVehicle: build.mutation<SavedVehicle, SavedVehicleInput>({
      query: (body) => ({ url: SAVED_PATHS.addVehicle.path, method: SAVED_PATHS.addVehicle.method, body }),
      invalidatesTags: [SAVED],
    }),
  }),
});

export const { useWizardSavedQuery, useWizardSavePersonMutation, useWizardSaveVehicleMutation } = savedApi;
