import { api } from '@polis/api-client';
import type {
  PersonLookupRequest,
  TravelCalculatorRequest,
  TravelCalculatorResponse,
  TravelPersonResponse,
  TravelReferenceResponse,
  TravelSaveRequest,
  TravelSaveResponse,
} from '@polis/api-contract';
import { REGISTRY_PATHS, TRAVEL_PATHS } from '@polis/api-contract/paths';

/** Travel abroad calls of spec 000 section 7, injected into the one API (the check is the kit's `travel`). */
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
    saveTravelPolicy: build.mutation<
      TravelSaveResponse,
      { readonly body: TravelSaveRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: TRAVEL_PATHS.save.path,
        method: TRAVEL_PATHS.save.method,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const {
  useGetTravelReferenceQuery,
  useCalculateTravelQuery,
  useFindTravellerMutation,
  useSaveTravelPolicyMutation,
} = travelApi;
