import { api } from '@polis/api-client';
import type { CabinetReceipt, CabinetReceiptsResponse } from '@polis/api-contract';
import { pathTo, RECEIPT_PATHS } from '@polis/api-contract/paths';
import { dropEndedSession } from '../api/account-api';

/** A policy's fiscal receipts (issue 27), behind the cabinet session like the policy itself. */
const receiptsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPolicyReceipts: build.query<CabinetReceipt[], number>({
      query: (id) => ({ url: pathTo(RECEIPT_PATHS.cabinetReceipts, { id }) }),
      transformResponse: (response: CabinetReceiptsResponse) => response.data,
      onQueryStarted: dropEndedSession,
    }),
  }),
});

export const { useGetPolicyReceiptsQuery } = receiptsApi;
