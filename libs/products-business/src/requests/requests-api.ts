import { api } from '@polis/api-client';
import type { SiteRequestBody, SiteRequestResponse } from '@polis/api-contract';

/** `POST /site-requests`: business and takaful applications and the site's own forms. */
export const requestsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    sendSiteRequest: build.mutation<SiteRequestResponse, SiteRequestBody>({
      query: (body) => ({ url: '/site-requests', method: 'POST', body }),
    }),
  }),
});

export const { useSendSiteRequestMutation } = requestsApi;
