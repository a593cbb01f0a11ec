import { phoneForApi } from '@polis/wizard-core';
import type { ApplicantValues } from './person.schema';

/** The applicant of a save's body (`seria`, `number`, `birthday`, `phone` as 998XXXXXXXXX) from the form's values. */
export const applicantBody = ({ passportSery, passportNumber, birthday, phone }: ApplicantValues) => ({
  seria: passportSery,
  number: passportNumber,
  birthday,
  phone: phoneForApi(phone),
});
