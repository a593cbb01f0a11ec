import { apiErrorMessageId, isApiError } from '@polis/api-client';
import type { RenewRefused } from '@polis/api-contract';

/** The fields of the renewal page a refusal may name (the JSON pointer of its `field`, without the slash). */
export type RenewalField = 'start_date' | 'end_date' | 'email';
const FIELDS: readonly string[] = ['start_date', 'end_date', 'email'];

/** Words to show: one of our message ids (with values), or the server's own text (a product's refusal). */
export type Said =
  | { readonly id: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/start_date` -> `start_date`; null for a pointer into the old application (not asked on this page). */
export function fieldOf(pointer: string | undefined): RenewalField | null {
  const name = pointer?.replace(/^\//, '') ?? '';
  return FIELDS.includes(name) ? (name as RenewalField) : null;
}

/** Why the offer cannot be shown: a bad token, an expired one, or a failure worth another try. */
export type OfferFailure =
  | { readonly kind: 'not_found' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'failed'; readonly messageId: string };

export function offerFailure(error: unknown): OfferFailure {
  if (isApiError(error) && (error.status === 404 || error.code === 'renewal_not_found'))
    return { kind: 'not_found' };
  if (isApiError(error) && (error.status === 410 || error.code === 'renewal_expired'))
    return { kind: 'expired' };
  return { kind: 'failed', messageId: apiErrorMessageId(error) };
}

/** What a refused renewal (POST) means for the page. */
export type RenewFailure =
  | { readonly kind: 'price'; readonly amount: number }
  | { readonly kind: 'offer' }
  | { readonly kind: 'field'; readonly field: RenewalField; readonly said: Said }
  | { readonly kind: 'page'; readonly said: Said; readonly code?: string };

/**
 * 422 price_mismatch carries the server's total (confirm it by renewing again); 409 already_renewed, 404 and
 * 410 change what the offer says (asked again); a product's refusal or a validation error names its field
 * when it can; the rest (no connection, time-out, a server fault) is said above the button.
 */
export function renewFailure(error: unknown): RenewFailure {
  if (!isApiError(error)) return { kind: 'page', said: { id: apiErrorMessageId(error) } };
  // A 422's body (RenewRefused): the error, and the field it names or the server's total.
  const data: Partial<Record<keyof RenewRefused, unknown>> = isRecord(error.data) ? error.data : {};
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code === 'price_mismatch' && typeof data.amount_uzs === 'number')
    return { kind: 'price', amount: data.amount_uzs };
  if ([404, 409, 410].includes(error.status as number)) return { kind: 'offer' };
  if (error.status === 400 && code === 'validation') {
    const details = isRecord(data.error) && Array.isArray(data.error.details) ? data.error.details : [];
    const first = details.find((d): d is { path: string } => isRecord(d) && typeof d.path === 'string');
    const field = fieldOf(first?.path);
    const said = { id: 'account.renewal.form.invalid' };
    return field ? { kind: 'field', field, said } : { kind: 'page', said };
  }
  if (error.status === 422 && code) {
    const said: Said = error.message ? { text: error.message } : { id: 'account.renewal.refused.default' };
    const field = fieldOf(typeof data.field === 'string' ? data.field : undefined);
    return field ? { kind: 'field', field, said } : { kind: 'page', said, code };
  }
  return { kind: 'page', said: { id: apiErrorMessageId(error) } };
}
