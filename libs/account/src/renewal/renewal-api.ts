import { api } from '@polis/api-client';
import type {
  RemindersRequest,
  RemindersResponse,
  RenewalOffer,
  RenewalParams,
  RenewalQuery,
  RenewRequest,
  RenewResponse,
} from '@polis/api-contract';
import { pathTo, RENEWAL_PATHS } from '@polis/api-contract/paths';
import type { Lang } from '@polis/routing';

/**
 * The offer behind a token, in the page language (product name and facts are translated by the server); a
 * trip's new dates (YYYY-MM-DD), when the product asks for them, price it.
 */
export type OfferArgs = RenewalParams & RenewalQuery & { readonly lang: Lang };

export interface RenewArgs extends RenewalParams {
  readonly body: RenewRequest;
  /** One key per attempt (the same answers reuse it): a double tap or a retry is one renewal. */
  readonly idempotencyKey: string;
}

/** Renewals by a reminder's token (libs/api-contract/src/renewals.ts): no login, the token opens one policy. */
export const renewalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRenewalOffer: build.query<RenewalOffer, OfferArgs>({
      query: ({ token, start_date, end_date }) => ({
        url: pathTo(RENEWAL_PATHS.offer, { token }),
        params: start_date && end_date ? { start_date, end_date } : undefined,
      }),
      // The offer's price is today's: it is asked again when the page is opened again, not kept.
      keepUnusedDataFor: 0,
    }),
    renew: build.mutation<RenewResponse, RenewArgs>({
      query: ({ token, body, idempotencyKey }) => ({
        url: pathTo(RENEWAL_PATHS.renew, { token }),
        method: RENEWAL_PATHS.renew.method,
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    setTokenReminders: build.mutation<boolean, RenewalParams & RemindersRequest>({
      query: ({ token, enabled }) => ({
        url: pathTo(RENEWAL_PATHS.reminders, { token }),
        method: RENEWAL_PATHS.reminders.method,
        body: { enabled },
      }),
      transformResponse: (response: RemindersResponse) => response.reminders,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetRenewalOfferQuery, useRenewMutation, useSetTokenRemindersMutation } = renewalApi;
