import { apiErrorMessageId, isApiError } from '@polis/api-client';

/**
 * Where a refusal is shown: beside a field of a step, beside one item of a list (an OSAGO driver: the
 * server's `key` is the index + 1), above the step (`page`), or in the error modal.
 */
export type ErrorTarget =
  | { readonly to: 'page' }
  | { readonly to: 'modal' }
  | { readonly to: 'field'; readonly step: string; readonly field: string }
  | { readonly to: 'item'; readonly step: string };

export interface ErrorEntry {
  /** Message id shown to the customer. */
  readonly message: string;
  readonly target: ErrorTarget;
}

/**
 * A product's error codes, declared once and exhaustively: `Code` is the literal union of the codes its
 * API contract names (numbers of the insurer's envelope, strings of our 4xx bodies), so a code added to
 * the contract and forgotten here fails the type check.
 */
export type ErrorTable<Code extends string | number> = Readonly<Record<Code, ErrorEntry>>;

export const page = (message: string): ErrorEntry => ({ message, target: { to: 'page' } });
export const modal = (message = 'kit.error.modal'): ErrorEntry => ({ message, target: { to: 'modal' } });
export const field = (message: string, step: string, name: string): ErrorEntry => ({
  message,
  target: { to: 'field', step, field: name },
});
export const item = (message: string, step: string): ErrorEntry => ({
  message,
  target: { to: 'item', step },
});

/** What the wizard does with a failed save. */
export type ResolvedError =
  | (ErrorEntry & { readonly index?: number; readonly values?: Readonly<Record<string, string | number>> })
  | { readonly priceChanged: number; readonly message: string; readonly target: { readonly to: 'page' } };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The facts a refusal carries beside its code (`response.insured_until` of OSAGO's "already insured"), as
 * message values: text and numbers, ISO days as the customer reads them (DD.MM.YYYY). `key` is the item.
 */
function valuesOf(response: Record<string, unknown>): Record<string, string | number> | undefined {
  const entries = Object.entries(response).flatMap(([name, value]): [string, string | number][] => {
    if (name === 'key') return [];
    if (typeof value === 'number') return [[name, value]];
    if (typeof value !== 'string') return [];
    const day = ISO_DAY.exec(value);
    return [[name, day ? `${day[3]}.${day[2]}.${day[1]}` : value]];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Spec 001 `alert-modal-text`: the fault text of the products the specification gives it (travel around
 * Uzbekistan, quick KASKO, mini KASKO's alert), one message for all of them (the product's `faultMessage`).
 */
export const ALERT_MODAL_TEXT = 'kit.error.alertModalText';

/**
 * A failed call resolved through the product's table: the server's new price (422 price_mismatch), the
 * product's own code, else the transport's message (no connection, time-out) on the page, and a server
 * fault (5xx) or an unknown code in the modal, with the product's `fault` text (the kit's by default).
 */
export function resolveError<Code extends string | number>(
  table: ErrorTable<Code>,
  error: unknown,
  fault?: string,
): ResolvedError {
  if (!isApiError(error)) return modal(fault);
  const data = isRecord(error.data) ? error.data : {};
  const inner = isRecord(data.error) ? data.error : data;
  const amount = inner.amount_uzs ?? data.amount_uzs;
  if (error.code === 'price_mismatch' && typeof amount === 'number')
    return { priceChanged: amount, message: 'kit.error.priceChanged', target: { to: 'page' } };
  const code = error.code as Code | undefined;
  if (code !== undefined && Object.prototype.hasOwnProperty.call(table, code)) {
    const entry = table[code];
    const response = isRecord(data.response) ? data.response : {};
    const key = typeof response.key === 'number' ? response.key : undefined;
    const values = valuesOf(response);
    const withValues = values ? { ...entry, values } : entry;
    return entry.target.to === 'item' && key !== undefined && key > 0
      ? { ...withValues, index: key - 1 }
      : withValues;
  }
  if (error.status === 'NETWORK' || error.status === 'TIMEOUT') return page(apiErrorMessageId(error));
  return modal(fault);
}
