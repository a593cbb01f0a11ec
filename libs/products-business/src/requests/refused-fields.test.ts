import { refusedFields } from './application-model';

const body = (...paths: unknown[]) => ({
  error: { code: 'validation', message: 'x', details: paths.map((path) => ({ part: 'body', path })) },
});

it.each([
  [body('/facts/loan_amount'), ['facts.loan_amount']],
  [body('/phone', '/full_name'), ['phone', 'full_name']],
  [body('/inn', '/company_name'), ['inn']],
  [body('/product', 42), []],
  [{ error: { code: 'validation' } }, []],
  [undefined, []],
])('names the fields of %j', (data, fields) => {
  expect(refusedFields(data)).toEqual(fields);
});
