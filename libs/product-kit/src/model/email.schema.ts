import { string, ValidationError } from 'yup';

/**
 * A browser's `type=email` rule (WHATWG) with a dot in the domain: the API's `SaleEmail` pattern
 * (`libs/api-contract/src/sale.ts`), so an address typed here is never refused by the save.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The buyer's optional e-mail (where the paid policy is mailed): empty, or one address. */
export const emailSchema = () =>
  string()
    .trim()
    .max(254, 'kit.email.invalid')
    .matches(EMAIL, { message: 'kit.email.invalid', excludeEmptyString: true });

/** The message id of what is wrong with a typed e-mail, or null when it may be saved (empty included). */
export function emailError(value: string): string | null {
  try {
    emailSchema().validateSync(value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}
