import { object, string } from 'yup';

/**
 * The server ignores case and surrounding spaces; a code is at most 40 characters (api-contract promo).
 * Empty is valid here: the field is optional, so "Apply" on an empty field only puts the cursor there
 * (PromoCode) instead of scolding the many customers who have no code.
 */
export const promoSchema = object({
  promocode: string().trim().default('').max(40, 'payment.promo.form.long'),
});

export interface PromoValues {
  promocode: string;
}
