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

/** Travel abroad calls of spec 000 section 7, injected into the one API (the check is the kit's `travel`). */
export const travelApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTravelReference: build.query<TravelReferenceResponse, void>({
      query: () => '/travel-neo/get_country',
    }),
    calculateTravel: build.query<TravelCalculatorResponse, TravelCalculatorRequest>({
      query: (body) => ({ url: '/travel-neo/calculator-total', method: 'POST', body }),
    }),
    findTraveller: build.mutation<TravelPersonResponse, PersonLookupRequest>({
      query: (body) => ({ url: '/travel-neo/getPerson', method: 'POST', body }),
    }),
    saveTravelPolicy: build.mutation<
      TravelSaveResponse,
      { readonly body: TravelSaveRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/travel-neo/save-polis',
        method: 'POST',
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
