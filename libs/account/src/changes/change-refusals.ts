import type { PolicyChangeKind } from '@polis/api-contract';
import { isApiError } from '@polis/api-client';
import { cabinetFailureCode, type MessageRef } from '../model/cabinet-errors';
import type { ChangeValues } from './change.schema';

/** Where a refused change is said: beside a field of its form, or above the confirm button. */
export interface ChangeRefusal {
  readonly field?: keyof ChangeValues;
  readonly message: MessageRef;
}

/** The codes with a text of their own (`change.error.<code>`); any other is the generic text. */
const KNOWN = new Set([
  'driver_data_not_found',
  'license_not_found',
  'license_not_on_driver',
  'fault_on_driver_data',
  'driving_license_inf_not_found',
  'license_issue_date_mismatch',
  'license_category_mismatch',
  'vehicle_not_found',
  'not_same_vehicle',
  'same_value',
  'price_mismatch',
  'change_pending',
  'change_conflict',
  'policy_started',
  'traveller_refused',
  'unlimited_drivers',
  'last_driver',
  'driver_not_found',
  'validation',
]);

/** The API's `field` (a body path) as the form of each change names it. */
const FIELD_OF: Readonly<Record<string, Partial<Record<PolicyChangeKind, keyof ChangeValues>>>> = {
  driver: { add_driver: 'passportNumber' },
  driver_key: { remove_driver: 'driverKey' },
  phone: { phone: 'phone' },
  gos_number: { plate: 'plate' },
  tech_sery: { plate: 'techSeries' },
  tech_number: { plate: 'techNumber' },
  traveller: { add_traveller: 'birthday' },
  address: { address: 'address' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body path a refusal names: its `field`, or a 400's first issue. */
function pathOf(error: unknown): string | undefined {
  if (!isApiError(error) || !isRecord(error.data)) return undefined;
  if (typeof error.data.field === 'string') return error.data.field;
  const details = isRecord(error.data.error) ? error.data.error.details : undefined;
  const [first] = Array.isArray(details) ? details : [];
  return isRecord(first) && typeof first.path === 'string' ? first.path : undefined;
}

/** A refused quote or change in the page's language, beside the field it concerns when the form has it. */
export function changeRefusal(error: unknown, kind: PolicyChangeKind): ChangeRefusal {
  const code = cabinetFailureCode(error) ?? '';
  const message = { id: KNOWN.has(code) ? `change.error.${code}` : 'change.error.generic' };
  const top = (pathOf(error) ?? '').split('/')[1] ?? '';
  const field = FIELD_OF[top]?.[kind];
  return field ? { field, message } : { message };
}
