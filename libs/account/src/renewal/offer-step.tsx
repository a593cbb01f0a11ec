import type { RenewalOffer } from '@polis/api-contract';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import { fieldOf, type RenewalField, type Said } from './renewal-errors';
import { EmailForm, TripForm, type Dates, type FieldProblems } from './renewal-form';
import { RefusalNote } from './renewal-states';
import { NewTerms } from './renewal-summary';
import type { RenewProblem } from './use-renew';

export interface OfferStepProps {
  /** The offer of the token (a trip's without dates). */
  readonly offer: RenewalOffer;
  /** What is shown and renewed: a trip's offer priced for the query's dates, else the offer. */
  readonly shown: RenewalOffer;
  readonly priced: Dates | null;
  readonly amount: number | null;
  readonly pricing: boolean;
  readonly pricingError: unknown;
  readonly busy: boolean;
  readonly problem: RenewProblem | null;
  readonly onPrice: (dates: Dates) => void;
  readonly onRenew: (email?: string) => void;
}

/** The new policy: its period and price, why the rules refuse it today, and what the customer types. */
export function OfferStep({
  offer,
  shown,
  priced,
  amount,
  pricing,
  pricingError,
  busy,
  problem,
  onPrice,
  onRenew,
}: OfferStepProps) {
  // What this page asks: a trip's two dates, else the e-mail. A field's refusal is said beside it, else above.
  const asked: readonly RenewalField[] = offer.asks_dates ? ['start_date', 'end_date'] : ['email'];
  const refusal = shown.refusal;
  const field = fieldOf(refusal?.field);
  const beside = field !== null && asked.includes(field);
  const fields: FieldProblems = {
    ...(refusal && beside && field ? { [field]: { text: refusal.message } } : {}),
    ...problem?.fields,
  };
  const stray = Object.entries(problem?.fields ?? {}).find(([name]) => !asked.includes(name as RenewalField));
  const pricingSaid: Said | null = pricingError
    ? isApiError(pricingError) && pricingError.status === 400
      ? { id: 'account.renewal.form.invalidDates' }
      : { id: apiErrorMessageId(pricingError) }
    : null;
  const failed = problem?.page ?? stray?.[1] ?? pricingSaid;
  const said = failed ? (
    <RefusalNote
      code={problem?.code}
      said={failed}
      product={shown.product}
      productName={shown.product_name}
      alert
    />
  ) : null;
  return (
    <>
      <NewTerms offer={shown} amount={amount} />
      {refusal && !beside ? (
        <RefusalNote
          code={refusal.code}
          said={{ text: refusal.message }}
          product={shown.product}
          productName={shown.product_name}
        />
      ) : null}
      {offer.asks_dates ? (
        <TripForm
          offer={shown}
          priced={priced}
          pricing={pricing}
          amount={amount}
          busy={busy}
          fields={fields}
          problem={said}
          onPrice={onPrice}
          onRenew={() => onRenew()}
        />
      ) : amount !== null ? (
        <EmailForm
          offer={shown}
          amount={amount}
          busy={busy}
          fields={fields}
          problem={said}
          onRenew={onRenew}
        />
      ) : null}
    </>
  );
}
