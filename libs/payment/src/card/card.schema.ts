import { object, string } from 'yup';
import { cardDateProblem, isCompleteCardNumber } from '../model/card';

/** Card entry of the card payment and of the re-subscription: number and expiry as printed. */
export const cardSchema = object({
  cardNumber: string()
    .required('payment.form.required')
    .test('complete', 'payment.card.form.number', (v) => !v || isCompleteCardNumber(v)),
  cardDate: string()
    .required('payment.form.required')
    .test('date', 'payment.card.form.date', (v) => !v || cardDateProblem(v) !== 'incomplete')
    .test('month', 'payment.card.form.month', (v) => !v || cardDateProblem(v) !== 'month')
    .test('past', 'payment.card.form.past', (v) => !v || cardDateProblem(v) !== 'past'),
});

export interface CardValues {
  cardNumber: string;
  cardDate: string;
}

/** Spec 000 section 9: the confirmation code has 6 digits. */
export const codeSchema = object({
  code: string()
    .required('payment.form.required')
    .matches(/^\d{6}$/, 'payment.card.form.code'),
});

export interface CodeValues {
  code: string;
}
