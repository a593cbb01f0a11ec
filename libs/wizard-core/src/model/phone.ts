/** Spec 000 section 5: phones are sent without the plus and without spaces (`998901234567`). */
export const phoneForApi = (phone: string): string => phone.replace(/\D/g, '');

/** A complete Uzbek mobile number as the +998 mask shows it: 998 and nine digits. */
export const isCompletePhone = (phone: string): boolean => /^998\d{9}$/.test(phoneForApi(phone));

/** `998901234567` -> `+998 90 123 45 67`, the way the mask shows it; anything else as given. */
export function displayPhone(phone: string): string {
  const match = /^998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phoneForApi(phone));
  return match ? `+998 ${match.slice(1).join(' ')}` : phone;
}

/** The nine digits after the fixed `+998` of the mask. */
export const localDigits = (masked: string): string => phoneForApi(masked).replace(/^998/, '');
