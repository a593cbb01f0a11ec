/** Spec 000 section 5: phones are sent without the leading plus and without spaces (`998901234567`). */
export const phoneForApi = (phone: string): string => phone.replace(/[^\d]/g, '');

/** A complete Uzbek mobile number as the mask shows it: +998 and nine digits. */
export const isCompletePhone = (phone: string): boolean => /^998\d{9}$/.test(phoneForApi(phone));
