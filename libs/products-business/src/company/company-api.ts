import { api } from '@polis/api-client';
import type { District, Region, RegionsResponse } from '@polis/api-contract';
import { REGISTRY_PATHS } from '@polis/api-contract/paths';

export interface RegionsData {
  readonly regions: readonly Region[];
  readonly districts: readonly District[];
}

/** The regions and their districts: the look-up every business form shares (the company is the kit's). */
export const companyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getRegions: build.query<RegionsData, void>({
      query: () => ({ url: REGISTRY_PATHS.regions.path, method: REGISTRY_PATHS.regions.method }),
      transformResponse: (body: RegionsResponse) => ({
        regions: body.regions,
        districts: body.districts.result,
      }),
    }),
  }),
});

export const { useGetRegionsQuery } = companyApi;
