import { api } from '@polis/api-client';
import type { TravelReferenceResponse } from '@polis/api-contract';
import { TRAVEL_PATHS } from '@polis/api-contract/paths';

/** The insurer's travel reference (countries, purposes, citizenships): both travel products read it. */
export const travelReferenceApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTravelReference: build.query<TravelReferenceResponse, void>({
      query: () => ({ url: TRAVEL_PATHS.countries.path, method: TRAVEL_PATHS.countries.method }),
    }),
  }),
});

export const { useGetTravelReferenceQuery } = travelReferenceApi;
