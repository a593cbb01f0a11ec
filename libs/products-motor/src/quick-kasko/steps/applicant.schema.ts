import { mixed, object, string } from 'yup';
import { birthday, phone998 } from '@polis/wizard-core';

/**
 * A resident: passport 2 letters + 7 digits (the person registry checks it on save). A foreigner: series of
 * 3 characters (spec 001 section 5), number 6-9 digits, the name as in the passport.
 */
export const applicantSchema = object({
  applicantType: mixed<'resident' | 'foreign'>()
    .oneOf(['resident', 'foreign'])
    .required('wizard.form.required'),
  passportSery: string()
    .required('wizard.form.required')
    .when('applicantType', {
      is: 'foreign',
      then: (s) => s.matches(/^[A-Za-z0-9]{3}$/, 'quickKasko.form.foreignSeries'),
      otherwise: (s) => s.matches(/^[A-Z]{2}$/, 'quickKasko.form.residentSeries'),
    }),
  passportNumber: string()
    .required('wizard.form.required')
    .when('applicantType', {
      is: 'foreign',
      then: (s) => s.matches(/^[0-9]{6,9}$/, 'quickKasko.form.foreignNumber'),
      otherwise: (s) => s.matches(/^[0-9]{7}$/, 'quickKasko.form.residentNumber'),
    }),
  birthday: birthday({ minAge: 18 }),
  fullName: string().when('applicantType', {
    is: 'foreign',
    then: (s) =>
      s
        .trim()
        .required('wizard.form.required')
        .matches(/^[A-Za-z][A-Za-z' .-]{2,99}$/, 'quickKasko.form.latinName'),
  }),
  phone: phone998(),
});
