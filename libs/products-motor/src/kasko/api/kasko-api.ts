import { api } from '@polis/api-client';
import { KASKO_PATHS } from '@polis/api-contract/paths';
import type { KaskoCarsResponse, KaskoHisoblashResponse, KaskoTarifResponse } from '@polis/api-contract';

const { cars, tariff, calculate } = KASKO_PATHS;

/** Kasko's catalogue, tariff and calculation (the car look-up is OSAGO's; the save and check are the kit's). */
const kaskoApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getKaskoCars: build.query<KaskoCarsResponse, void>({ query: () => cars.path }),
    getKaskoTarif: build.query<KaskoTarifResponse, void>({ query: () => tariff.path }),
    kaskoHisoblash: build.query<KaskoHisoblashResponse, number>({
      query: (price) => ({ url: calculate.path, method: calculate.method, body: { price } }),
    }),
  }),
});

export const { useGetKaskoCarsQuery, useGetKaskoTarifQuery, useKaskoHisoblashQuery } = kaskoApi;
