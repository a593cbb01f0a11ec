import { boolean, lazy, object, string } from 'yup';
import { GOV_OBJECT_TYPE_ID } from '@polis/tariffs';

/** The form's key of a type id (Formik paths need a name, not a bare number). */
export const typeKey = (id: number) => `t${id}`;

export interface TypesValues {
  selected: Record<string, boolean>;
  govNumber: string;
}

/** At least one kind; type 38 also needs its state number (letters and digits, 4-12 of them). */
export const typesSchema = object({
  selected: lazy((value: Record<string, boolean> | undefined) =>
    object(Object.fromEntries(Object.keys(value ?? {}).map((key) => [key, boolean()]))).test(
      'one',
      'documents.types.required',
      (v) => Object.values(v ?? {}).some(Boolean),
    ),
  ),
  govNumber: string()
    .trim()
    .test('gov', 'wizard.form.required', function required(value) {
      const selected = (this.parent as TypesValues).selected ?? {};
      return !selected[typeKey(GOV_OBJECT_TYPE_ID)] || !!value;
    })
    .test(
      'format',
      'documents.govNumber.format',
      (value) => !value || /^[0-9A-Za-z]{4,12}$/.test(value.replace(/\s+/g, '')),
    ),
});
