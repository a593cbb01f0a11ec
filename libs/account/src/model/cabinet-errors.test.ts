import type { ApiError } from '@polis/api-client';
import { cabinetErrorMessage, isCodeLocked, isSessionFailure } from './cabinet-errors';

const refusal = (code: string, extra: Record<string, unknown> = {}): ApiError => ({
  status: 200,
  code: 1,
  message: code,
  data: { error: 1, result: false, message: code, error_message: code, code, ...extra },
});
const platform = (status: number, code: string): ApiError => ({
  status,
  code,
  data: { error: { code, message: code } },
});

it('names the tries left after a wrong code', () => {
  expect(cabinetErrorMessage(refusal('wrong_code', { attempts_left: 3 }))).toEqual({
    id: 'account.error.wrongCodeLeft',
    values: { count: 3 },
  });
  expect(cabinetErrorMessage(refusal('wrong_code'))).toEqual({ id: 'account.error.wrongCode' });
});

it('tells a locked code, an expired code and the registration refusals apart', () => {
  expect(cabinetErrorMessage(refusal('code_locked', { attempts_left: 0 })).id).toBe(
    'account.error.codeLocked',
  );
  expect(isCodeLocked(refusal('code_locked'))).toBe(true);
  expect(isCodeLocked(refusal('wrong_code'))).toBe(false);
  expect(cabinetErrorMessage(refusal('code_expired')).id).toBe('account.error.codeExpired');
  expect(cabinetErrorMessage(refusal('datas_not_found')).id).toBe('account.error.personNotFound');
  expect(cabinetErrorMessage(refusal('person_already_registered')).id).toBe('account.error.personTaken');
});

it('reads the platform answers (4xx) and falls back to the generic texts', () => {
  expect(cabinetErrorMessage(platform(429, 'rate_limited')).id).toBe('account.error.rateLimited');
  expect(cabinetErrorMessage({ status: 'NETWORK' }).id).toBe('api.error.network');
  expect(cabinetErrorMessage(platform(500, 'internal')).id).toBe('api.error.server');
  expect(cabinetErrorMessage(new Error('x')).id).toBe('api.error.unknown');
});

it('knows when the session itself has ended', () => {
  expect(isSessionFailure(platform(401, 'token_invalid'))).toBe(true);
  expect(isSessionFailure(platform(401, 'token_required'))).toBe(true);
  expect(isSessionFailure(platform(401, 'unauthorized'))).toBe(false);
  expect(isSessionFailure(platform(404, 'policy_not_found'))).toBe(false);
});
