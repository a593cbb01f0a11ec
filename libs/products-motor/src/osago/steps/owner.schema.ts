import { boolean, object, string } from 'yup';
import { isCompletePhone } from '@polis/wizard-core';
import { birthday, passportNumber, passportSeries } from './person-fields.schema';

/** personal_data_short: the owner's (or, for a company, the applicant's) passport, birthday and phone. */
export const ownerSchema = object({
  isLegal: boolean().required(),
  passportSery: passportSeries(),
  passportNumber: passportNumber(),
  birthday: birthday(),
  phone: string()
    .required('osago.form.required')
    .test('phone', 'osago.form.phone', (value) => !value || isCompletePhone(value)),
});

export interface OwnerValues {
  isLegal: boolean;
  passportSery: string;
  passportNumber: string;
  birthday: string;
  phone: string;
}
