import { api } from '@polis/api-client';
import type {
  TravelUzbSaveRequest,
  TravelUzbSaveResponse,
  TravelUzbTariffsResponse,
} from '@polis/api-contract';

/** Travel around Uzbekistan calls of spec 001 (the check is the kit's `check.url`). */
export const travelAroundUzbekistanApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTravelUzbTariffs: build.query<TravelUzbTariffsResponse, void>({
      query: () => '/sayt/travel-uzb/tarifs',
    }),
    saveTravelUzb: build.mutation<
      TravelUzbSaveResponse,
      { readonly body: TravelUzbSaveRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/sayt/travel-uzb/save',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetTravelUzbTariffsQuery, useSaveTravelUzbMutation } = travelAroundUzbekistanApi;
