import { object, string } from 'yup';
import { isCompletePhone } from '@polis/wizard-core';

export interface PhoneValues {
  phone: string;
}

/** The login phone: +998 and nine digits (the mask fixes the prefix). */
export const phoneSchema = object({
  phone: string()
    .required('account.form.required')
    .test('phone', 'account.form.phone', (value) => !value || isCompletePhone(value)),
});
