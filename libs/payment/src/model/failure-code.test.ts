import type { ApiError } from '@polis/api-client';
import { attemptsLeft, failureCode, isRefusal } from './failure-code';

const refusal = (data: Record<string, unknown>): ApiError => ({
  status: 200,
  code: 1,
  data: { error: 1, ...data },
});

it('reads a card refusal from status_code, an instalment or promo refusal from code', () => {
  expect(failureCode(refusal({ status_code: 'card_declined', code: 'card_declined' }))).toBe('card_declined');
  expect(failureCode(refusal({ code: 'buyer_not_verified', status: 2 }))).toBe('buyer_not_verified');
});

it("reads the platform's own error code of a 4xx answer", () => {
  const error: ApiError = { status: 429, code: 'rate_limited', data: { error: { code: 'rate_limited' } } };
  expect(failureCode(error)).toBe('rate_limited');
  expect(isRefusal(error)).toBe(false);
});

it('has no code for transport failures or values that are not ApiErrors', () => {
  expect(failureCode({ status: 'NETWORK' })).toBeUndefined();
  expect(failureCode(new Error('x'))).toBeUndefined();
  expect(failureCode(refusal({}))).toBeUndefined();
});

it('reads the tries left after a wrong code, ignoring anything that is not a count', () => {
  expect(attemptsLeft(refusal({ status_code: 'password_incorrect', attempts_left: 3 }))).toBe(3);
  expect(attemptsLeft(refusal({ attempts_left: '3' }))).toBeUndefined();
  expect(attemptsLeft({ status: 'TIMEOUT' })).toBeUndefined();
  expect(isRefusal(refusal({}))).toBe(true);
});
