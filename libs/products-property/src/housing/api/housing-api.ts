import { api } from '@polis/api-client';
import type {
  HousingCreateContractRequest,
  HousingCreateContractResponse,
  HousingTariffsResponse,
} from '@polis/api-contract';

/** Housing calls of spec 001, injected into the one API. */
export const housingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getHousingTariffs: build.query<HousingTariffsResponse, void>({
      query: () => '/property-insurance-v2/getTariffs',
    }),
    createHousingContract: build.mutation<
      HousingCreateContractResponse,
      { readonly body: HousingCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/property-insurance-v2/create-contract',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const { useGetHousingTariffsQuery, useCreateHousingContractMutation } = housingApi;
