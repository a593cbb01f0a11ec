import type { MessageId } from './content-types';

export type FieldErrors<K extends string> = Partial<Record<K, MessageId>>;

export interface FeedbackValues {
  readonly name: string;
  readonly phone: string;
  readonly message: string;
}

export const MESSAGE_MAX_LENGTH = 1000;

const digitsAfterCountryCode = (value: string) => value.replace(/\D/g, '').replace(/^998/, '');

/** A Uzbek number: nine digits after the country code (the phone mask types `+998 ` itself). */
export function isUzPhone(value: string): boolean {
  return /^\d{9}$/.test(digitsAfterCountryCode(value));
}

export function validateFeedback(values: FeedbackValues): FieldErrors<keyof FeedbackValues> {
  const errors: FieldErrors<keyof FeedbackValues> = {};
  if (!values.name.trim()) errors.name = 'content.form.error.name';
  if (!digitsAfterCountryCode(values.phone)) errors.phone = 'content.form.error.phoneRequired';
  else if (!isUzPhone(values.phone)) errors.phone = 'content.form.error.phoneFormat';
  if (!values.message.trim()) errors.message = 'content.form.error.message';
  else if (values.message.length > MESSAGE_MAX_LENGTH) errors.message = 'content.form.error.messageLength';
  return errors;
}

/** Every question needs an answer; the names of the unanswered ones map to the error. */
export function validateAnswers(
  questions: readonly string[],
  answers: Readonly<Record<string, string>>,
): FieldErrors<string> {
  return Object.fromEntries(
    questions.filter((name) => !answers[name]).map((name) => [name, 'content.form.error.answer']),
  );
}
