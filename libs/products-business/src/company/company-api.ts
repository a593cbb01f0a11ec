import { api } from '@polis/api-client';
import type { District, Organization, OrganizationFound, Region, RegionsResponse } from '@polis/api-contract';

export interface RegionsData {
  readonly regions: readonly Region[];
  readonly districts: readonly District[];
}

/** The company by INN and the regions: the look-ups every business form shares. */
export const companyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    findCompany: build.query<Organization, string>({
      query: (inn) => ({ url: '/osgor_neo/inn/v3', params: { inn } }),
      transformResponse: (body: OrganizationFound) => body.organization,
    }),
    getRegions: build.query<RegionsData, void>({
      query: () => '/getRegions',
      transformResponse: (body: RegionsResponse) => ({
        regions: body.regions,
        districts: body.districts.result,
      }),
    }),
  }),
});

export const { useLazyFindCompanyQuery, useGetRegionsQuery } = companyApi;
