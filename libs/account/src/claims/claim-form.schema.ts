import { MAX_FILE_BYTES } from './file-rules';
import { array, mixed, object, string, type AnyObjectSchema, type StringSchema } from 'yup';
import type { ClaimFileGroupName, ClaimForm, ClaimTextField, PayoutMethod } from '@polis/api-contract';

/** What the claim form holds: the text fields of every kind, the payout, and the files by group. */
export interface ClaimValues {
  event_date: string;
  event_time: string;
  place: string;
  other_plate: string;
  country: string;
  description: string;
  payout_method: PayoutMethod;
  card_number: string;
  bank_account: string;
  bank_mfo: string;
  photo: File[];
  document: File[];
  medical: File[];
}

export const EMPTY_CLAIM: ClaimValues = {
  event_date: '',
  event_time: '',
  place: '',
  other_plate: '',
  country: '',
  description: '',
  payout_method: 'card',
  card_number: '',
  bank_account: '',
  bank_mfo: '',
  photo: [],
  document: [],
  medical: [],
};

const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** `20.11.2026` -> `2026-11-20`, or null for a date that does not exist. */
export function isoOfDisplay(value: string): string | null {
  const match = DISPLAY_DATE.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

const TEXT_RULES: Readonly<Record<ClaimTextField, StringSchema<string | undefined>>> = {
  event_date: string().test('date', 'account.claimForm.error.date', (v) => !v || isoOfDisplay(v) !== null),
  event_time: string().matches(/^([01]\d|2[0-3]):[0-5]\d$/, {
    message: 'account.claimForm.error.time',
    excludeEmptyString: true,
  }),
  place: string().max(200, 'account.claimForm.error.long'),
  other_plate: string().matches(/^[0-9A-Za-z ]{0,12}$/, 'account.claimForm.error.plate'),
  country: string().max(80, 'account.claimForm.error.long'),
  description: string()
    .test('describe', 'account.claimForm.error.describe', (v) => !v || v.trim().length >= 10)
    .max(1000, 'account.claimForm.error.long'),
};

/**
 * The yup schema of a product's claim form (the API answers the form with the policy): only the fields it
 * names, required where it says, the file groups it takes with their count, type and size, and the payout.
 */
export function claimSchema(form: ClaimForm, today: string): AnyObjectSchema {
  const shape: Record<string, unknown> = {};
  for (const field of form.fields) {
    let rule: StringSchema<string | undefined> = TEXT_RULES[field.name];
    if (field.required) rule = rule.required('account.form.required');
    if (field.name === 'event_date') {
      rule = rule.test('future', 'account.claimForm.error.event_in_future', (v) => {
        const iso = v ? isoOfDisplay(v) : null;
        return !iso || iso <= today;
      });
    }
    shape[field.name] = rule;
  }
  for (const group of form.files) {
    let rule = array(mixed<File>().required())
      .max(group.max, 'account.claimForm.error.tooMany')
      // A refused file is named, with why (its size, or the types the group takes).
      .test('size', 'account.claimForm.error.file_too_large', function (files) {
        const big = (files ?? []).find((f) => f.size > MAX_FILE_BYTES);
        return (
          !big ||
          this.createError({
            message: {
              id: 'account.claimForm.error.fileTooLarge',
              values: { name: big.name, size: Math.round((big.size / (1024 * 1024)) * 10) / 10 },
            },
          })
        );
      })
      .test('type', 'account.claimForm.error.unsupported_file_type', function (files) {
        const wrong = (files ?? []).find((f) => !group.accept.includes(f.type));
        const id = group.accept.includes('application/pdf')
          ? 'account.claimForm.error.fileType'
          : 'account.claimForm.error.photoType';
        return !wrong || this.createError({ message: { id, values: { name: wrong.name } } });
      });
    if (group.required) rule = rule.min(1, 'account.claimForm.error.file_required');
    shape[group.name] = rule;
  }
  shape.card_number = string().when('payout_method', {
    is: 'card',
    then: (s) =>
      s
        .required('account.form.required')
        .test('card', 'account.claimForm.error.card', (v) => /^\d{16}$/.test((v ?? '').replace(/\D/g, ''))),
  });
  shape.bank_account = string().when('payout_method', {
    is: 'account',
    then: (s) => s.required('account.form.required').matches(/^\d{20}$/, 'account.claimForm.error.account'),
  });
  shape.bank_mfo = string().when('payout_method', {
    is: 'account',
    then: (s) => s.required('account.form.required').matches(/^\d{5}$/, 'account.claimForm.error.mfo'),
  });
  return object(shape as Record<string, never>);
}

/** The multipart text fields of a filing: only the form's fields and the payout method's own. */
export function claimFields(form: ClaimForm, values: ClaimValues): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const { name } of form.fields) {
    const value = values[name].trim();
    if (!value) continue;
    fields[name] = name === 'event_date' ? (isoOfDisplay(value) ?? value) : value;
  }
  fields.payout_method = values.payout_method;
  if (values.payout_method === 'card') fields.card_number = values.card_number.replace(/\D/g, '');
  else {
    fields.bank_account = values.bank_account;
    fields.bank_mfo = values.bank_mfo;
  }
  return fields;
}

/** The files as multipart parts: `photo_1`, `photo_2`, `document_1`, ... */
export function claimFileParts(
  groups: readonly ClaimFileGroupName[],
  values: Pick<ClaimValues, ClaimFileGroupName>,
): Record<string, File> {
  const parts: Record<string, File> = {};
  for (const group of groups) values[group].forEach((file, i) => (parts[`${group}_${i + 1}`] = file));
  return parts;
}
