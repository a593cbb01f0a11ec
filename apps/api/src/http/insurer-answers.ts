import type { InsurerFailure } from '@polis/api-contract';

/** The look-ups' failure: HTTP 200, `error` >= 1, the text twice (the spec's front end reads error_message). */
export function lookupFailure(error: number, code: string, message: string): InsurerFailure {
  return { error, result: false, message, error_message: message, code };
}

export const SUCCESS = { error: 0, result: true, message: 'success' } as const;
