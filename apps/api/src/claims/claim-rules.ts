import type { ClaimForm, ClaimRefusal, ClaimTextField, FileClaimRequest } from '@polis/api-contract';
import { addDays } from '../contracts/format';

/** A refusal of a filing, the field it is shown beside, and a message for API clients (the UI localises the code). */
export interface Refusal {
  readonly code: ClaimRefusal;
  readonly field: string;
  readonly message: string;
}

const refusal = (code: ClaimRefusal, field: string, message: string): Refusal => ({ code, field, message });

/**
 * Whether a claim may be made on a policy for an event (issue 23): the policy paid (issued, not refunded), the
 * event not in the future, within the policy's days, and the claim filed within the product's period after the
 * event, also once the policy has ended. Dates are Tashkent days, YYYY-MM-DD.
 */
export function eventRefusal({
  paid,
  period,
  eventDate,
  today,
  periodDays,
}: {
  paid: boolean;
  period: { from: string; to: string } | null;
  eventDate: string;
  today: string;
  periodDays: number;
}): Refusal | null {
  if (!paid || !period) return refusal('policy_not_paid', 'policy', 'The policy is not paid');
  if (eventDate > today) return refusal('event_in_future', 'event_date', 'The event date is in the future');
  if (eventDate < period.from || eventDate > period.to) {
    return refusal('policy_not_in_force', 'event_date', 'The policy was not in force on the event date');
  }
  if (today > addDays(eventDate, periodDays)) {
    return refusal(
      'claim_period_over',
      'event_date',
      `A claim is filed within ${periodDays} days of the event`,
    );
  }
  return null;
}

const TEXT_FIELDS: readonly ClaimTextField[] = [
  'event_date',
  'event_time',
  'place',
  'other_plate',
  'country',
  'description',
];

/** The form's text fields: each it requires given, none it does not name. */
export function formRefusal(form: ClaimForm, body: Partial<Record<ClaimTextField, string>>): Refusal | null {
  for (const name of TEXT_FIELDS) {
    const spec = form.fields.find((f) => f.name === name);
    const value = body[name]?.trim() ?? '';
    if (!spec && value) return refusal('field_not_in_form', name, `The product's form has no field ${name}`);
    if (spec?.required && !value) return refusal('field_required', name, `The field ${name} is required`);
  }
  return null;
}

/** Card (16 digits) or bank account (20 digits and the bank's MFO): the one the method names. */
export function payoutRefusal(
  body: Pick<FileClaimRequest, 'payout_method' | 'card_number' | 'bank_account' | 'bank_mfo'>,
): Refusal | null {
  if (body.payout_method === 'card') {
    const digits = (body.card_number ?? '').replace(/\D/g, '');
    return digits.length === 16
      ? null
      : refusal('payout_required', 'card_number', 'The card number is required');
  }
  if (!body.bank_account) return refusal('payout_required', 'bank_account', 'The bank account is required');
  return body.bank_mfo ? null : refusal('payout_required', 'bank_mfo', "The bank's MFO code is required");
}
