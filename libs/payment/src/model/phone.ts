import { localDigits } from '@polis/wizard-core';

/** The phone field shows `+998 90 123 45 67` (PHONE_MASK of @polis/ui): the prefix is fixed, the user types 9 digits. */
export { localDigits };

export const isCompleteLocalPhone = (masked: string): boolean => /^\d{9}$/.test(localDigits(masked));

/**
 * Spec 000 section 9: "Invoice phone strips a 4-character prefix": `+998` goes, and (section 5: phones are sent
 * without spaces) so do the mask's spaces, leaving `901234567`, which `/sayt/payment/payme` accepts as is.
 */
export const invoicePhone = (masked: string): string => localDigits(masked);

/** Spec 000 section 9: "installment phone is prefixed 998": Uzum Nasiya knows buyers by `998XXXXXXXXX`. */
export const installmentPhone = (masked: string): string => `998${localDigits(masked)}`;
