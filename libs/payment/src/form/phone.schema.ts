import { object, string } from 'yup';
import { isCompleteLocalPhone } from '../model/phone';

/** The invoice's and the instalment buyer's phone: `+998` and nine digits. */
export const phoneSchema = object({
  phone: string()
    .required('payment.form.required')
    .test('phone', 'payment.form.phone', (v) => !v || isCompleteLocalPhone(v)),
});

export interface PhoneValues {
  phone: string;
}
