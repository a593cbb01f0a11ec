import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { RenewalOffer, RenewResponse } from '@polis/api-contract';
import { ScopedMessages, useLang } from '@polis/i18n';
import type { SavedContract } from '@polis/payment';
import { href } from '@polis/routing';
import { Container, LoadingPage, Spinner } from '@polis/ui';
import { OfferStep } from './offer-step';
import { offerFailure } from './renewal-errors';
import { loadRenewalMessages } from './renewal-messages';
import { datesOfQuery } from './renewal.schema';
import { readSavedRenewal, saveRenewal } from './renewal-session';
import { AlreadyRenewed, OfferFailed, OfferLoading, RenewalFrame } from './renewal-states';
import { OldPolicy } from './renewal-summary';
import { RemindersControl } from './reminders-control';
import { RevealDetails, type RevealState } from './reveal-details';
import { useGetRenewalOfferQuery } from './renewal-api';
import { useRenew } from './use-renew';
import { useTokenReminders } from './use-token-reminders';
import '../account.css';

// The payment step loads when a renewal is saved (or restored), not with the offer.
const RenewalPayment = lazy(() => import('./renewal-payment').then((m) => ({ default: m.RenewalPayment })));
const PaidRenewal = lazy(() => import('./renewal-payment').then((m) => ({ default: m.PaidRenewal })));

/**
 * `/{lang}/prolong/{token}`: the renewal a reminder's SMS (or the cabinet) links to, the last step before
 * payment. The offer (the old policy, the new period, today's server price), an optional e-mail or a trip's
 * dates, one "Renew for …" button, then the payment step and the policy; reminders on or off by the token.
 * A masked offer offers the cabinet's SMS login in place: the holder's session sees the details in full.
 */
export function RenewalPage({ token }: { token: string }) {
  return (
    <ScopedMessages load={loadRenewalMessages} fallback={<LoadingPage />}>
      <Container size="narrow" className="account-page account-renewal">
        <Renewal token={token} />
      </Container>
    </ScopedMessages>
  );
}

const contractOf = (answer: RenewResponse): SavedContract => ({
  contractId: answer.contract_id,
  orderId: answer.order_id,
  amountUzs: answer.amount_uzs,
  paymeUrl: answer.payme_url,
  clickUrl: answer.click_url,
});

function Renewal({ token }: { token: string }) {
  const intl = useIntl();
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const priced = datesOfQuery(search);
  const base = useGetRenewalOfferQuery({ token, lang });
  const trip = useGetRenewalOfferQuery(priced ? { token, lang, ...priced } : skipToken);
  const reminders = useTokenReminders(token, search.get('reminders') === 'off', () =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('reminders');
        return next;
      },
      { replace: true },
    ),
  );
  const refetch = () => {
    void base.refetch();
    if (priced) void trip.refetch();
  };
  const renewal = useRenew(token, priced ? `${priced.start_date}|${priced.end_date}` : '', refetch);
  // Kept for the tab (ids only): a reload or a provider's page sending the customer back returns to payment.
  const [saved] = useState(() => readSavedRenewal(token));
  const [contract, setContract] = useState<SavedContract | null>(null);
  // A login resets the store's answers (useStartSession): the masked offer stays on screen until the offer
  // asked again with the session comes.
  const [masked, setMasked] = useState<RenewalOffer | null>(null);

  if (base.isError) return <OfferFailed failure={offerFailure(base.error)} onRetry={refetch} />;
  const offer = base.data ?? masked ?? undefined;
  const reveal: RevealState = masked === null ? 'idle' : !base.data ? 'checking' : 'otherPhone';
  // A restored renewal waits for its trip's price (its amount); pricing new dates keeps the form on screen.
  const restoring = saved !== null && contract === null && priced !== null;
  if (!offer || (restoring && !trip.currentData && !trip.isError)) return <OfferLoading />;
  // A trip's offer is priced for the dates of the query; any other product's offer is priced as it comes.
  const shown: RenewalOffer = (offer.asks_dates && trip.currentData) || offer;
  const amount = renewal.confirmedAmount ?? shown.amount_uzs;
  const query = priced ? `?${new URLSearchParams(priced).toString()}` : '';
  const returnUrl = `${href(lang, 'prolong/:token', { token })}${query}`;
  const product = { id: offer.product, name: offer.product_name };
  const title = intl.formatMessage({ id: 'account.renewal.title' });

  const renew = async (email?: string) => {
    if (amount === null) return;
    const answer = await renewal.renew({
      amount_uzs: amount,
      ...(offer.asks_dates && priced ? priced : {}),
      ...(email ? { email } : {}),
    });
    if (!answer) return;
    saveRenewal(token, { contractId: answer.contract_id, orderId: answer.order_id });
    setContract(contractOf(answer));
  };

  const payment = contract ? (
    <RenewalPayment contract={contract} product={product} returnUrl={returnUrl} focus />
  ) : saved && offer.renewed ? (
    <PaidRenewal {...saved} />
  ) : saved && amount !== null ? (
    <RenewalPayment
      // The ids are all the tab keeps: the amount is the offer's again, the provider links come from the step.
      contract={{ ...saved, amountUzs: amount, paymeUrl: '', clickUrl: '' }}
      product={product}
      returnUrl={returnUrl}
      focus={false}
    />
  ) : null;

  return (
    <RenewalFrame title={title} lead={offer.product_name}>
      <OldPolicy offer={offer} revealedNow={masked !== null} />
      {!payment && !offer.renewed && !offer.revealed ? (
        <RevealDetails phone={offer.phone} state={reveal} onLoggedIn={() => setMasked(offer)} />
      ) : null}
      {payment ? (
        <Suspense fallback={<Spinner />}>{payment}</Suspense>
      ) : (
        <section className="account-card account-section" aria-labelledby="renewal-new">
          <h2 id="renewal-new" className="account-section__title">
            <FormattedMessage id="account.renewal.new.heading" />
          </h2>
          {offer.renewed ? (
            <AlreadyRenewed {...offer.renewed} />
          ) : (
            <OfferStep
              offer={offer}
              shown={shown}
              priced={priced}
              amount={amount}
              pricing={trip.isFetching}
              pricingError={trip.isError ? trip.error : null}
              busy={renewal.busy}
              problem={renewal.problem}
              onPrice={(dates) => setSearch(new URLSearchParams(dates), { replace: true })}
              onRenew={(email) => void renew(email)}
            />
          )}
        </section>
      )}
      <RemindersControl
        enabled={reminders.answer ?? offer.reminders}
        changed={reminders.answer}
        errorId={reminders.errorId}
        busy={reminders.busy}
        onChange={(enabled) => void reminders.set(enabled)}
      />
    </RenewalFrame>
  );
}
