import { object, string } from 'yup';
import { isoDate as parseDisplayDate } from '@polis/wizard-core';

export interface RegisterValues {
  passportSeria: string;
  passportNumber: string;
  /** DD.MM.YYYY as typed. */
  birthday: string;
}

const EARLIEST = '1900-01-01';

/** Registration: the passport and birthday the person registry is asked about (names come from it). */
export const registerSchema = object({
  passportSeria: string()
    .required('account.form.required')
    .matches(/^[A-Z]{2}$/, 'account.form.passportSeria'),
  passportNumber: string()
    .required('account.form.required')
    .matches(/^\d{7}$/, 'account.form.passportNumber'),
  birthday: string()
    .required('account.form.required')
    .test('real-day', 'account.form.birthday', (value) => {
      if (!value) return true;
      const iso = parseDisplayDate(value);
      return iso !== null && iso >= EARLIEST && iso <= new Date().toISOString().slice(0, 10);
    }),
});
