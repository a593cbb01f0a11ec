import { api } from '@polis/api-client';
import type {
  PolicyChangeOptions,
  PolicyChangeQuote,
  PolicyChangeRequest,
  PolicyChangeResult,
  PolicyVersionsResponse,
} from '@polis/api-contract';
import { pathTo, POLICY_CHANGE_PATHS } from '@polis/api-contract/paths';
import { dropEndedSession, POLICY_TAG } from '../api/account-api';

/** Tag of a policy's change options and versions: a change or its payment reads them again. */
export const CHANGES_TAG = 'CabinetPolicyChanges';

export interface ChangeArgs {
  readonly id: number;
  readonly body: PolicyChangeRequest;
}

/** Mid-term changes of a policy (issue 27, `POLICY_CHANGE_PATHS`): the owner's session, JSON bodies. */
export const changeApi = api.enhanceEndpoints({ addTagTypes: [CHANGES_TAG, POLICY_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getChangeOptions: build.query<PolicyChangeOptions, number>({
      query: (id) => pathTo(POLICY_CHANGE_PATHS.options, { id }),
      onQueryStarted: dropEndedSession,
      providesTags: [CHANGES_TAG],
      // What may change (and its price) is today's: asked again whenever the page opens.
      keepUnusedDataFor: 0,
    }),
    getPolicyVersions: build.query<PolicyVersionsResponse, number>({
      query: (id) => pathTo(POLICY_CHANGE_PATHS.versions, { id }),
      onQueryStarted: dropEndedSession,
      providesTags: [CHANGES_TAG],
    }),
    quoteChange: build.mutation<PolicyChangeQuote, ChangeArgs>({
      query: ({ id, body }) => ({
        url: pathTo(POLICY_CHANGE_PATHS.quote, { id }),
        method: POLICY_CHANGE_PATHS.quote.method,
        body,
      }),
      onQueryStarted: dropEndedSession,
    }),
    submitChange: build.mutation<PolicyChangeResult, ChangeArgs & { readonly idempotencyKey: string }>({
      query: ({ id, body, idempotencyKey }) => ({
        url: pathTo(POLICY_CHANGE_PATHS.submit, { id }),
        method: POLICY_CHANGE_PATHS.submit.method,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      onQueryStarted: dropEndedSession,
      invalidatesTags: (result) => (result ? [CHANGES_TAG, POLICY_TAG] : []),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetChangeOptionsQuery,
  useGetPolicyVersionsQuery,
  useQuoteChangeMutation,
  useSubmitChangeMutation,
} = changeApi;
