/** Bodies as apps/api answers them (HTTP 200 envelopes), for MSW handlers. */
export const OK = { error: 0, result: true, message: 'success' } as const;

export const refusal = (code: string, extra: Record<string, unknown> = {}) => ({
  error: 1,
  result: false,
  message: code,
  error_message: code,
  code,
  ...extra,
});

export const cardRefusal = (statusCode: string, extra: Record<string, unknown> = {}) =>
  refusal(statusCode, { status_code: statusCode, ...extra });

export const platformError = (code: string) => ({ error: { code, message: code } });

export const PAID = {
  error: false,
  check: true,
  url: '/api/policy/EIOO/0000009/pdf?t=abc',
  polis_seria: 'EIOO',
  polis_number: '0000009',
} as const;

export const NOT_PAID = { error: 1, check: false, message: 'payment_not_made' } as const;
