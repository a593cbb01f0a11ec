import { api } from '@polis/api-client';
import type { CancelQuote, CancelRequest, CancelResult } from '@polis/api-contract';
import { CANCEL_PATHS, pathTo } from '@polis/api-contract/paths';
import { dropEndedSession, POLICY_TAG } from '../api/account-api';

const QUOTE = 'CabinetCancelQuote';

/**
 * Cancel a policy (issue 27): the server's refund quote and the cancellation that takes the quoted amount. A
 * cancellation refreshes the policy (its status) and the quote (the refund paid); so does a 409 (the amount
 * changed: the quote is read again).
 */
export const cancelApi = api.enhanceEndpoints({ addTagTypes: [QUOTE, POLICY_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getCancelQuote: build.query<CancelQuote, number>({
      query: (id) => pathTo(CANCEL_PATHS.quote, { id }),
      onQueryStarted: dropEndedSession,
      providesTags: (_result, _error, id) => [{ type: QUOTE, id }],
    }),
    cancelPolicy: build.mutation<CancelResult, { readonly id: number } & CancelRequest>({
      query: ({ id, amount_uzs }) => {
        const body: CancelRequest = { amount_uzs };
        return { url: pathTo(CANCEL_PATHS.confirm, { id }), method: CANCEL_PATHS.confirm.method, body };
      },
      onQueryStarted: dropEndedSession,
      invalidatesTags: (result, error, { id }) =>
        result ? [{ type: QUOTE, id }, POLICY_TAG] : error?.status === 409 ? [{ type: QUOTE, id }] : [],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCancelQuoteQuery, useCancelPolicyMutation } = cancelApi;
