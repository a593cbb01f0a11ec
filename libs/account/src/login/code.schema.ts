import { object, string } from 'yup';

export interface CodeValues {
  code: string;
}

/** Spec 000 section 9: the confirmation code has 6 digits (a shorter one would cost a try for nothing). */
export const codeSchema = object({
  code: string()
    .required('account.form.required')
    .matches(/^\d{6}$/, 'account.form.code'),
});
