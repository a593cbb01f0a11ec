/**
 * Committed word overrides of the transliteration. A key matches a whole word or the start of one (`Clickda`,
 * `OSGORdan`), so Uzbek suffixes after it are still transliterated.
 */

/**
 * Names written in Latin letters on Uzbek Cyrillic pages too (matched in any case): payment brands and card
 * systems as the providers print them on their cards and apps. (A word with a `c` outside `ch`, or a `w`, is
 * foreign, Call-markaz or TypeScript, and stays Latin too.)
 */
export const LATIN_WORDS: readonly string[] = [
  'payme',
  'click',
  'paynet',
  'uzcard',
  'humo',
  'visa',
  'mastercard',
  'octo',
  'uzum',
  'nasiya',
  'davrbank',
  'google',
  'apple',
  'android',
];

/**
 * Words whose Cyrillic spelling the letter rules cannot know (matched in any case): the soft sign and `ц` of
 * Russian loanwords outside the `-tsiya`/`-tsion`/`-tsial` endings, `э` after a vowel.
 */
export const CYRILLIC_WORDS: Readonly<Record<string, string>> = {
  kompyuter: 'компьютер',
  aksiya: 'акция',
  prinsip: 'принцип',
  sentr: 'центр',
  fransiya: 'франция',
  shveysariya: 'швейцария',
  litsenz: 'лиценз',
  litsey: 'лицей',
  koeffitsiyent: 'коэффициент',
  aeroport: 'аэропорт',
  poeziya: 'поэзия',
  oked: 'окэд',
};

/**
 * International abbreviations kept in Latin capitals (matched with their exact case, so `id` in `idora` is not
 * one): file formats, card and identity terms, currency codes. Other capitals are Uzbek (OSAGO, JShShIR, MChJ,
 * YHXB, the date masks KK.OO.YYYY) and are transliterated like any word.
 */
export const LATIN_ACRONYMS: readonly string[] = [
  'PDF',
  'SMS',
  'ID',
  'QR',
  'IT',
  'API',
  'CVV',
  'VIN',
  'VIP',
  'ISO',
  'IEC',
  'JPEG',
  'JPG',
  'PNG',
  'WebP',
  'MB',
  'KB',
  'EUR',
  'USD',
  'UZS',
  'COVID',
  'NPS',
  'OTP',
  'URL',
];
