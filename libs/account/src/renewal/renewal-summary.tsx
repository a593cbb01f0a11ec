import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RenewalOffer } from '@polis/api-contract';
import { formatDate, FormattedPrice } from '@polis/i18n';
import { Price } from '@polis/ui';
import { FactRow } from '../common/fact-row';

const period = (from: string, to: string) => (
  <FormattedMessage
    id="account.renewal.periodValue"
    values={{ from: formatDate(from), to: formatDate(to) }}
  />
);

/**
 * The policy the reminder is about: number, period, the holder and phone (masked, in full for the holder's
 * cabinet session: then a line says so, focused when `revealedNow` the visitor has just confirmed the phone),
 * the printed facts.
 */
export function OldPolicy({ offer, revealedNow = false }: { offer: RenewalOffer; revealedNow?: boolean }) {
  const { policy } = offer;
  return (
    <section className="account-card account-section" aria-labelledby="renewal-old">
      <h2 id="renewal-old" className="account-section__title">
        <FormattedMessage id="account.renewal.old.heading" />
      </h2>
      <dl className="account-facts">
        <FactRow label={<FormattedMessage id="account.renewal.old.number" />}>
          <span className="account-nowrap">{`${policy.series} ${policy.number}`}</span>
        </FactRow>
        <FactRow label={<FormattedMessage id="account.renewal.old.period" />}>
          {period(policy.valid_from, policy.valid_to)}
        </FactRow>
        <FactRow label={<FormattedMessage id="account.renewal.old.holder" />}>{offer.holder}</FactRow>
        <FactRow label={<FormattedMessage id="account.renewal.old.phone" />}>
          <span className="account-nowrap">{offer.phone}</span>
        </FactRow>
        {offer.facts.map((fact) => (
          <FactRow key={fact.label} label={fact.label}>
            {fact.value}
          </FactRow>
        ))}
      </dl>
      {offer.revealed ? <RevealedNote focus={revealedNow} /> : null}
    </section>
  );
}

function RevealedNote({ focus }: { focus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p ref={ref} tabIndex={-1} className="account-muted">
      <FormattedMessage id="account.renewal.reveal.shown" />
    </p>
  );
}

export interface NewTermsProps {
  readonly offer: RenewalOffer;
  /** The total to pay: the offer's, or the server's after a price_mismatch. */
  readonly amount: number | null;
}

/** The new period and the server's price today; the old price beside it when it changed. */
export function NewTerms({ offer, amount }: NewTermsProps) {
  const old = offer.previous_amount_uzs;
  return (
    <dl className="account-facts">
      {offer.period ? (
        <FactRow label={<FormattedMessage id="account.renewal.new.period" />}>
          {period(offer.period.start_date, offer.period.end_date)}
        </FactRow>
      ) : null}
      {amount !== null ? (
        <FactRow label={<FormattedMessage id="account.renewal.new.price" />}>
          <Price amount={amount} size="lg" />
          {old !== amount ? (
            <p className="account-muted">
              <FormattedMessage
                id="account.renewal.new.priceChanged"
                values={{ old: <FormattedPrice amount={old} />, price: <FormattedPrice amount={amount} /> }}
              />
            </p>
          ) : null}
        </FactRow>
      ) : null}
    </dl>
  );
}
