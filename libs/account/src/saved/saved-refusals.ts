import { MAX_SAVED } from '@polis/api-contract';
import { isApiError } from '@polis/api-client';
import { cabinetErrorMessage, cabinetFailureCode, type MessageRef } from '../model/cabinet-errors';

export type SavedKind = 'person' | 'vehicle';

/** Where a refused save is said: beside a field of the form, or under the form. */
export interface SavedRefusal {
  /** The form's field it is about, if any. */
  readonly field?: string;
  readonly message: MessageRef;
  /** The person or car is gone (another tab removed it): the form closes, the list is read again. */
  readonly gone?: boolean;
}

/** The API's body fields (`/passport_number` of a validation issue) as the form names them. */
const FORM_FIELDS: Readonly<Record<string, string>> = {
  label: 'label',
  relation: 'relation',
  passport_series: 'passportSeries',
  passport_number: 'passportNumber',
  birthday: 'birthday',
  name: 'name',
  pinfl: 'pinfl',
  phone: 'phone',
  consent: 'consent',
  plate: 'plate',
  tech_passport_series: 'techSeries',
  tech_passport_number: 'techNumber',
  model: 'model',
  year: 'year',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first body field a 400 `validation` names (`details: [{ part, path }]`), as the form's field. */
function invalidField(error: unknown): string | undefined {
  if (!isApiError(error) || !isRecord(error.data) || !isRecord(error.data.error)) return undefined;
  const { details } = error.data.error;
  if (!Array.isArray(details)) return undefined;
  for (const issue of details) {
    if (!isRecord(issue) || issue.part !== 'body' || typeof issue.path !== 'string') continue;
    const field = FORM_FIELDS[issue.path.split('/')[1] ?? ''];
    if (field) return field;
  }
  return undefined;
}

/** The server's refusal of a save (add, edit, rename, delete) in the page's language, and where to say it. */
export function savedRefusal(error: unknown, kind: SavedKind): SavedRefusal {
  switch (cabinetFailureCode(error)) {
    case 'consent_required':
      return { field: 'consent', message: { id: 'account.saved.form.consentRequired' } };
    case 'already_saved':
      return kind === 'person'
        ? { field: 'passportNumber', message: { id: 'account.saved.error.personTaken' } }
        : { field: 'plate', message: { id: 'account.saved.error.vehicleTaken' } };
    case 'too_many_saved':
      return {
        message: {
          id: kind === 'person' ? 'account.saved.error.tooManyPeople' : 'account.saved.error.tooManyVehicles',
          values: { max: MAX_SAVED },
        },
      };
    case 'saved_not_found':
      return { message: { id: 'account.saved.error.gone' }, gone: true };
    case 'validation': {
      const field = invalidField(error);
      return field
        ? { field, message: { id: 'account.saved.error.field' } }
        : { message: cabinetErrorMessage(error) };
    }
    default:
      return { message: cabinetErrorMessage(error) };
  }
}
