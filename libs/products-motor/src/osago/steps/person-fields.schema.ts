import { string } from 'yup';
import { isoDate } from '../model/dates';

/** Passport series (2 letters), number (7 digits) and birthday, shared by the owner and every driver. */
export const passportSeries = () =>
  string()
    .required('osago.form.required')
    .matches(/^[A-Z]{2}$/, 'osago.form.passportSeries');
export const passportNumber = () =>
  string()
    .required('osago.form.required')
    .matches(/^\d{7}$/, 'osago.form.passportNumber');
export const birthday = () =>
  string()
    .required('osago.form.required')
    .test('real-day', 'osago.form.date', (value) => !value || isoDate(value) !== null);
