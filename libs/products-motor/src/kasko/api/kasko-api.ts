import { api } from '@polis/api-client';
import type {
  KaskoCarsResponse,
  KaskoCreateContractRequest,
  KaskoCreateContractResponse,
  KaskoHisoblashResponse,
  KaskoTarifResponse,
} from '@polis/api-contract';

/** Kasko calls of spec 001, injected into the one API (the car look-up is OSAGO's; the check is the kit's). */
export const kaskoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getKaskoCars: build.query<KaskoCarsResponse, void>({ query: () => '/sayt/kasko/cars' }),
    getKaskoTarif: build.query<KaskoTarifResponse, void>({ query: () => '/kasko-neo/get-tarif' }),
    kaskoHisoblash: build.query<KaskoHisoblashResponse, number>({
      query: (price) => ({ url: '/kasko-neo/hisoblash', method: 'POST', body: { price } }),
    }),
    createKaskoContract: build.mutation<
      KaskoCreateContractResponse,
      { readonly body: KaskoCreateContractRequest; readonly idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/sayt/kasko/saqlash',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
  }),
});

export const {
  useGetKaskoCarsQuery,
  useGetKaskoTarifQuery,
  useKaskoHisoblashQuery,
  useCreateKaskoContractMutation,
} = kaskoApi;
