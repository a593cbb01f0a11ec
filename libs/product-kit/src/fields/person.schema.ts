import { object } from 'yup';
import { birthday, passportNumber, passportSeries, phone998 } from '@polis/wizard-core';

export interface PersonValues {
  passportSery: string;
  passportNumber: string;
  birthday: string;
}

export interface ApplicantValues extends PersonValues {
  phone: string;
}

export const blankApplicant = (): ApplicantValues => ({
  passportSery: '',
  passportNumber: '',
  birthday: '',
  phone: '',
});

/** The person of PersonFields; an applicant (with the phone) is an adult. */
export const personSchema = () =>
  object({ passportSery: passportSeries(), passportNumber: passportNumber(), birthday: birthday() });

export const applicantSchema = () =>
  object({
    passportSery: passportSeries(),
    passportNumber: passportNumber(),
    birthday: birthday({ minAge: 18 }),
    phone: phone998(),
  });
