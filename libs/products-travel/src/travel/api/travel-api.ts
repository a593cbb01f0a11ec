import { api } from '@polis/api-client';
import type {
  PersonLookupRequest,
  TravelCalculatorRequest,
  TravelCalculatorResponse,
  TravelPersonResponse,
} from '@polis/api-contract';
import { REGISTRY_PATHS, TRAVEL_PATHS } from '@polis/api-contract/paths';

/** Travel abroad's traveller look-up and the calculator (the reference: `../../shared/reference-api.ts`) (spec 000 section 7); the save is `contractSave`, the check the kit's. */
export const travelApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
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

export const { useCalculateTravelQuery, useFindTravellerMutation } = travelApi;
