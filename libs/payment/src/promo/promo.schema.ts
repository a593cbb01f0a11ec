import { object, string } from 'yup';

/** The server ignores case and surrounding spaces; a code is at most 40 characters (api-contract promo). */
export const promoSchema = object({
  promocode: string().trim().required('payment.promo.form.required').max(40, 'payment.promo.form.long'),
});

export interface PromoValues {
  promocode: string;
}
