import { isApiError } from '@polis/api-client';

/** Where a save-policy refusal is shown: beside one driver, on the page, or in the global error modal. */
export type SaveErrorTarget =
  | { readonly kind: 'driver'; readonly index: number; readonly messageId: string }
  | { readonly kind: 'page'; readonly messageId: string }
  | { readonly kind: 'modal' }
  | { readonly kind: 'price'; readonly amountUzs: number };

/** Spec 000 section 8: save-policy error codes and their messages. 10, unknown codes and thrown failures: modal. */
const SAVE_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  1: 'osago.error.car_owner_data_not_found',
  2: 'osago.error.car_owner_stir_not_found',
  3: 'osago.error.driver_data_not_found',
  4: 'osago.error.driving_license_inf_not_found',
  5: 'osago.error.driving_license_inf_not_found',
  6: 'osago.error.fault_on_driver_data',
  7: 'osago.error.driving_license_inf_not_found',
  8: 'osago.error.driving_license_inf_not_found',
  9: 'osago.error.driving_license_inf_not_found',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `response.key` of a refusal: the driver's index + 1, when a driver is at fault. */
function keyOf(data: unknown): number | null {
  if (!isRecord(data) || !isRecord(data.response)) return null;
  const key = Number(data.response.key);
  return Number.isInteger(key) && key >= 1 ? key : null;
}

/** The server's recomputed figure of a 422 price mismatch (NOTES.md). */
function serverAmountOf(data: unknown): number | null {
  if (!isRecord(data)) return null;
  const amount = Number(data.amount_uzs);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

export function saveErrorTarget(error: unknown, driverCount: number): SaveErrorTarget {
  if (!isApiError(error)) return { kind: 'modal' };
  if (error.status === 422) {
    const amountUzs = serverAmountOf(error.data);
    return amountUzs ? { kind: 'price', amountUzs } : { kind: 'modal' };
  }
  const code = Number(error.code);
  const messageId = SAVE_ERROR_MESSAGES[code];
  if (!messageId) return { kind: 'modal' };
  const key = keyOf(error.data);
  if (key !== null && key <= driverCount) return { kind: 'driver', index: key - 1, messageId };
  return { kind: 'page', messageId };
}
