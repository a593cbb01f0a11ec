import { api } from '@polis/api-client';
import type {
  PersonLookupRequest,
  TravelCalculatorRequest,
  TravelCalculatorResponse,
  TravelPersonResponse,
  TravelReferenceResponse,
} from '@polis/api-contract';
import { REGISTRY_PATHS, TRAVEL_PATHS } from '@polis/api-contract/paths';

/** Travel abroad look-ups and the calculator (spec 000 section 7); the save is `contractSave`, the check the kit's. */
export const travelApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTravelReference: build.query<TravelReferenceResponse, void>({
      query: () => ({ url: TRAVEL_PATHS.countries.path, method: TRAVEL_PATHS.countries.method }),
    }),
    calculateTravel: build.query<TravelCalculatorResponse, TravelCalculatorRequest>({
      query: (body) => ({ url: TRAVEL_PATHS.calculate.path, method: TRAVEL_PATHS.calculate.method, body }),
    }),
    findTraveller: build.mutation<TravelPersonResponse, PersonLookupRequest>({
      query: (body) => ({
        url: REGISTRY_PATHS.travelPerson.path,
        method: REGISTRY_PATHS.travelPerson.method,
        body,
      }),
    }),
  }),
});

export const { useGetTravelReferenceQuery, useCalculateTravelQuery, useFindTravellerMutation } = travelApi;
