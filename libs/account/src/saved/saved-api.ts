import { api, type ApiError } from '@polis/api-client';
import type {
  SavedList,
  SavedPerson,
  SavedPersonChange,
  SavedPersonInput,
  SavedVehicle,
  SavedVehicleChange,
  SavedVehicleInput,
} from '@polis/api-contract';
import { pathTo, SAVED_PATHS, type EndpointPath } from '@polis/api-contract/paths';
import { dropEndedSession } from '../api/account-api';
import { cabinetFailureCode } from '../model/cabinet-errors';

const SAVED = 'CabinetSaved' as const;

/** An added person or car, and whether the passport or plate was saved already (200: that one changed). */
export interface Added<T> {
  readonly item: T;
  readonly existed: boolean;
}

interface Change<T> {
  readonly id: number;
  readonly change: T;
}

/** A call of the contract's path (`:id` filled in), with its JSON body if any. */
const call = (at: EndpointPath, id?: number, body?: object) => ({
  url: id === undefined ? at.path : pathTo(at, { id }),
  method: at.method,
  ...(body ? { body } : {}),
});

const added = <T>(item: T, meta: { response?: Response } | undefined): Added<T> => ({
  item,
  existed: meta?.response?.status === 200,
});

/**
 * A change refreshes the list; so does a 404 `saved_not_found` (removed in another tab): the list then shows
 * what is really kept.
 */
const refreshes = (result: unknown, error: ApiError | undefined): (typeof SAVED)[] =>
  result !== undefined || cabinetFailureCode(error) === 'saved_not_found' ? [SAVED] : [];

/** Saved people and cars of the session (issue 24): the list, add, change, remove (JSON bodies). */
export const savedApi = api.enhanceEndpoints({ addTagTypes: [SAVED] }).injectEndpoints({
  endpoints: (build) => ({
    getSaved: build.query<SavedList, void>({
      query: () => SAVED_PATHS.list.path,
      onQueryStarted: dropEndedSession,
      providesTags: [SAVED],
    }),
    addSavedPerson: build.mutation<Added<SavedPerson>, SavedPersonInput>({
      query: (body) => call(SAVED_PATHS.addPerson, undefined, body),
      transformResponse: added<SavedPerson>,
      onQueryStarted: dropEndedSession,
      invalidatesTags: refreshes,
    }),
    updateSavedPerson: build.mutation<SavedPerson, Change<SavedPersonChange>>({
      query: ({ id, change }) => call(SAVED_PATHS.updatePerson, id, change),
      onQueryStarted: dropEndedSession,
      invalidatesTags: refreshes,
    }),
    removeSavedPerson: build.mutation<null, number>({
      query: (id) => call(SAVED_PATHS.removePerson, id),
      onQueryStarted: dropEndedSession,
      invalidatesTags: refreshes,
    }),
    addSavedVehicle: build.mutation<Added<SavedVehicle>, SavedVehicleInput>({
      query: (body) => call(SAVED_PATHS.addVehicle, undefined, body),
      transformResponse: added<SavedVehicle>,
      onQueryStarted: dropEndedSession,
      invalidatesTags: refreshes,
    }),
    updateSavedVehicle: build.mutation<SavedVehicle, Change<SavedVehicleChange>>({
      query: ({ id, change }) => call(SAVED_PATHS.updateVehicle, id, change),
      onQueryStarted: dropEndedSession,
      invalidatesTags: refreshes,
    }),
    removeSavedVehicle: build.mutation<null, number>({
      query: (id) => call(SAVED_PATHS.removeVehicle, id),
      onQueryStarted: dropEndedSession,
      invalidatesTags: refreshes,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetSavedQuery,
  useAddSavedPersonMutation,
  useUpdateSavedPersonMutation,
  useRemoveSavedPersonMutation,
  useAddSavedVehicleMutation,
  useUpdateSavedVehicleMutation,
  useRemoveSavedVehicleMutation,
} = savedApi;
