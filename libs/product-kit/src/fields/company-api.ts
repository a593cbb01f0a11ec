import { api } from '@polis/api-client';
import type { Organization, OrganizationFound } from '@polis/api-contract';
import { REGISTRY_PATHS } from '@polis/api-contract/paths';

/**
 * Which of the registry's company calls a product makes (the spec names one per product): OSGOR's
 * `GET /osgor_neo/inn/v3?inn=` or job loss's `POST /osgor_neo/inn {inn}`. Both answer the same record.
 */
export type CompanyCall = 'v3' | 'post';

export interface FindCompanyArgs {
  readonly inn: string;
  readonly call?: CompanyCall;
}

/** The company by INN from the tax registry; "not found" is the envelope's error 1 (`company_not_found`). */
export const companyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    findCompany: build.query<Organization, FindCompanyArgs>({
      query: ({ inn, call = 'v3' }) =>
        call === 'post'
          ? { url: REGISTRY_PATHS.company.path, method: REGISTRY_PATHS.company.method, body: { inn } }
          : { url: REGISTRY_PATHS.companyV3.path, params: { inn } },
      transformResponse: (body: OrganizationFound) => body.organization,
    }),
  }),
});

export const { useLazyFindCompanyQuery } = companyApi;
