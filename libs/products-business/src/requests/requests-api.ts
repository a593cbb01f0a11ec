import { api } from '@polis/api-client';
import type { SiteRequestBody, SiteRequestResponse } from '@polis/api-contract';
import { SITE_REQUEST_PATHS } from '@polis/api-contract/paths';

/** The site request (`SITE_REQUEST_PATHS.create`): business and takaful applications and the site's own forms. */
export const requestsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    sendSiteRequest: build.mutation<SiteRequestResponse, SiteRequestBody>({
      query: (body) => ({
        url: SITE_REQUEST_PATHS.create.path,
        method: SITE_REQUEST_PATHS.create.method,
        body,
      }),
    }),
  }),
});

export const { useSendSiteRequestMutation } = requestsApi;
