import { ValidationError } from 'yup';
import { optionalEmail } from '@polis/wizard-core';

/** The buyer's optional e-mail (where the paid policy is mailed): empty, or one address the save accepts. */
export const emailSchema = () => optionalEmail('kit.email.invalid');

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
