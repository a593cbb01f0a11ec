import { codeSchema } from './code.schema';
import { phoneSchema } from './phone.schema';
import { registerSchema } from './register.schema';

const errorsOf = (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, values: object) =>
  schema.validate(values, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

it('asks for a whole +998 phone', async () => {
  expect(await errorsOf(phoneSchema, { phone: '' })).toEqual(['account.form.required']);
  expect(await errorsOf(phoneSchema, { phone: '+998 90 123' })).toEqual(['account.form.phone']);
  expect(await errorsOf(phoneSchema, { phone: '+998 90 123 45 67' })).toEqual([]);
});

it('asks for six digits of code', async () => {
  expect(await errorsOf(codeSchema, { code: '12345' })).toEqual(['account.form.code']);
  expect(await errorsOf(codeSchema, { code: '123456' })).toEqual([]);
});

it('checks the passport and a real birthday in the past', async () => {
  expect(
    await errorsOf(registerSchema, { passportSeria: 'A1', passportNumber: '123', birthday: '31.02.1990' }),
  ).toEqual(['account.form.passportSeria', 'account.form.passportNumber', 'account.form.birthday']);
  expect(
    await errorsOf(registerSchema, {
      passportSeria: 'AB',
      passportNumber: '2345678',
      birthday: '01.01.2999',
    }),
  ).toEqual(['account.form.birthday']);
  expect(
    await errorsOf(registerSchema, {
      passportSeria: 'AB',
      passportNumber: '2345678',
      birthday: '22.07.1995',
    }),
  ).toEqual([]);
});
