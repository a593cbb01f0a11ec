import { Value } from '@sinclair/typebox/value';
import { ErrorBody } from './common';

it('accepts the machine-readable error body and rejects others', () => {
  expect(Value.Check(ErrorBody, { error: { code: 'validation', message: 'bad phone' } })).toBe(true);
  expect(Value.Check(ErrorBody, { error: 'bad' })).toBe(false);
});
