import { api } from '@polis/api-client';
import type { CabinetBusinessRequest, CabinetBusinessRequestsResponse } from '@polis/api-contract';
import { CABINET_PATHS } from '@polis/api-contract/paths';
import { dropEndedSession } from '../api/account-api';

/** The session's business applications (`CABINET_PATHS.businessRequests`, apps/api/src/cabinet/README.md). */
export const businessRequestsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBusinessRequests: build.query<CabinetBusinessRequest[], void>({
      query: () => ({
        url: CABINET_PATHS.businessRequests.path,
        method: CABINET_PATHS.businessRequests.method,
      }),
      transformResponse: (response: CabinetBusinessRequestsResponse) => response.data,
      onQueryStarted: dropEndedSession,
    }),
  }),
});

export const { useGetBusinessRequestsQuery } = businessRequestsApi;
