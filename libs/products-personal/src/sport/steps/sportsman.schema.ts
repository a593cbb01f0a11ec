import { mixed, object, string } from 'yup';
import { birthday, passportNumber, passportSeries } from '@polis/wizard-core';

const LATIN = /^[A-Za-z][A-Za-z' -]*$/;
const latin = () =>
  string().trim().required('wizard.form.required').max(50, 'sport.latin').matches(LATIN, 'sport.latin');
const isResident = (type: unknown) => type !== '6';

/** Resident (type 1): passport and birthday; foreign citizen (type 6): foreign passport and Latin names. */
export const sportsmanSchema = object({
  residentType: mixed<'1' | '6'>().oneOf(['1', '6']).required(),
  passportSery: string().when('residentType', { is: isResident, then: () => passportSeries() }),
  passportNumber: string().when('residentType', { is: isResident, then: () => passportNumber() }),
  foreignPassport: string().when('residentType', {
    is: '6',
    then: () =>
      string()
        .required('wizard.form.required')
        .transform((v: string) => v.replace(/\s/g, '').toUpperCase())
        .matches(/^[A-Z0-9]{5,12}$/, 'sport.foreignPassport'),
  }),
  firstName: string().when('residentType', { is: '6', then: () => latin() }),
  lastName: string().when('residentType', { is: '6', then: () => latin() }),
  birthday: birthday(),
});
