import { cabinetErrorMessage, cabinetFailureCode, type MessageRef } from './cabinet-errors';
import { isApiError } from '@polis/api-client';

/** The refusals of a filing the form shows beside a field (apps/api/src/claims/README.md). */
const FIELD_TEXTS: Readonly<Record<string, string>> = {
  policy_not_paid: 'account.claimForm.error.policy_not_paid',
  policy_not_in_force: 'account.claimForm.error.policy_not_in_force',
  event_in_future: 'account.claimForm.error.event_in_future',
  claim_period_over: 'account.claimForm.error.claim_period_over',
  field_required: 'account.form.required',
  field_not_in_form: 'account.claimForm.error.field_not_in_form',
  payout_required: 'account.form.required',
  file_required: 'account.claimForm.error.file_required',
  unexpected_file: 'account.claimForm.error.unexpected_file',
  file_too_large: 'account.claimForm.error.file_too_large',
  unsupported_file_type: 'account.claimForm.error.unsupported_file_type',
  active_pdf: 'account.claimForm.error.active_pdf',
  unreadable_file: 'account.claimForm.error.unreadable_file',
  policy_not_found: 'account.claimForm.error.policy_not_found',
  policy_naming: 'account.claimForm.error.policy_not_found',
  claim_not_awaiting_files: 'account.claimForm.error.claim_not_awaiting_files',
};

/** `photo_2` -> `photo`: the form shows file errors beside the group. */
const fieldOf = (details: unknown): string | undefined => {
  const field = (details as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field.replace(/_[0-9]+$/, '') : undefined;
};

/** A refusal as the form shows it: the field it belongs to (or none: under the form) and its text. */
export function claimError(error: unknown): { readonly field?: string; readonly message: MessageRef } {
  const code = cabinetFailureCode(error);
  const id = code ? FIELD_TEXTS[code] : undefined;
  if (!id) return { message: cabinetErrorMessage(error) };
  const data = isApiError(error) ? (error.data as { error?: { details?: unknown } } | undefined) : undefined;
  return { field: fieldOf(data?.error?.details), message: { id } };
}
