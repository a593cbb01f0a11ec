import { boolean, object } from 'yup';
import { birthday, passportNumber, passportSeries, phone998 } from '@polis/wizard-core';

/** personal_data_short: the owner's (or, for a company, the applicant's) passport, birthday and phone. */
export const ownerSchema = object({
  isLegal: boolean().required(),
  passportSery: passportSeries(),
  passportNumber: passportNumber(),
  birthday: birthday(),
  phone: phone998(),
});

export interface OwnerValues {
  isLegal: boolean;
  passportSery: string;
  passportNumber: string;
  birthday: string;
  phone: string;
}
