import { OSAGO_SAVE_FAILURES, type SavePolicyFailure } from '@polis/api-contract';

/**
 * A failure of the save's catalogue (`OSAGO_SAVE_FAILURES`, the contract's). `key` (driver index + 1) is added by
 * the driver rules; every other failure is the page's (key null).
 */
export function saveFailure(
  kind: keyof typeof OSAGO_SAVE_FAILURES,
  key: number | null = null,
  facts: Omit<SavePolicyFailure['response'], 'key'> = {},
): SavePolicyFailure {
  const [error, code, message] = OSAGO_SAVE_FAILURES[kind];
  return { error, result: false, message, error_message: message, code, response: { key, ...facts } };
}
