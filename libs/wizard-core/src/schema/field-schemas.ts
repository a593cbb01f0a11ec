import { string } from 'yup';
import { ageInYears, isoDate, isWithinDays } from '../model/dates';
import { isCompletePhone } from '../model/phone';

/**
 * The yup builders every product's steps share. Messages are message ids of the wizard catalogue
 * (`wizard.form.*`, STYLE 9); a product may pass its own id where its wording differs.
 */
const REQUIRED = 'wizard.form.required';

export const requiredText = (message = REQUIRED) => string().trim().required(message);

/** Passport series: two Latin capitals (`AA`); three for a foreigner's document where a product allows it. */
export const passportSeries = (letters: 2 | 3 = 2) =>
  string()
    .required(REQUIRED)
    .matches(new RegExp(`^[A-Z]{${letters}}$`), 'wizard.form.passportSeries');

/** Passport number: seven digits. */
export const passportNumber = () =>
  string()
    .required(REQUIRED)
    .matches(/^\d{7}$/, 'wizard.form.passportNumber');

/** A real calendar day, DD.MM.YYYY. */
export const displayDate = () =>
  string()
    .required(REQUIRED)
    .test('real-day', 'wizard.form.date', (value) => !value || isoDate(value) !== null);

/** A birthday in the past, at most 100 years ago; `minAge` for an adult applicant. */
export const birthday = ({ minAge = 0, now }: { minAge?: number; now?: () => Date } = {}) =>
  displayDate()
    .test('past', 'wizard.form.birthdayFuture', (value) => {
      const age = value ? ageInYears(value, now?.()) : null;
      return age === null || age >= 0;
    })
    .test('not-too-old', 'wizard.form.birthdayTooOld', (value) => {
      const age = value ? ageInYears(value, now?.()) : null;
      return age === null || age <= 100;
    })
    .test('adult', { id: 'wizard.form.minAge', values: { age: minAge } }, (value) => {
      const age = value ? ageInYears(value, now?.()) : null;
      return minAge === 0 || age === null || age >= minAge;
    });

/** A birthday whose age today is `min` to `max` years; `message` is a message id given `{min}` and `{max}`. */
export const ageBetween = (min: number, max: number, message: string) =>
  displayDate().test('age', { id: message, values: { min, max } }, (value) => {
    const age = value ? ageInYears(value) : null;
    return age === null || (age >= min && age <= max);
  });

/** A start date the insurer accepts: from `from` to `to` days after today in Tashkent. */
export const startDate = ({
  from = 0,
  to = 90,
  now,
}: { from?: number; to?: number; now?: () => Date } = {}) =>
  displayDate().test(
    'window',
    { id: 'wizard.form.startWindow', values: { days: to } },
    (value) => !value || isoDate(value) === null || isWithinDays(value, from, to, now?.()),
  );

/** PINFL: the 14-digit personal number. */
export const pinfl = () =>
  string()
    .required(REQUIRED)
    .matches(/^\d{14}$/, 'wizard.form.pinfl');

/** +998 and nine digits (the mask fixes the prefix). */
export const phone998 = () =>
  string()
    .required(REQUIRED)
    .test('phone', 'wizard.form.phone', (value) => !value || isCompletePhone(value));

/**
 * A browser's `type=email` rule (WHATWG) with a dot in the domain: the API's `SaleEmail` pattern
 * (`libs/api-contract/src/sale.ts`), so an address typed here is never refused by a save.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An optional e-mail (where a paid policy is mailed): empty, or one address; `message` is the caller's id. */
export const optionalEmail = (message: string) =>
  string().trim().max(254, message).matches(EMAIL, { message, excludeEmptyString: true });

/** A company's INN (STIR): nine digits. */
export const inn = () =>
  string()
    .required(REQUIRED)
    .matches(/^\d{9}$/, 'wizard.form.inn');
