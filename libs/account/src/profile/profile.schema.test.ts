import { profileSchema } from './profile.schema';

const errorsOf = (values: object) =>
  profileSchema.validate(values, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

it('accepts an e-mail or none, and one of the three languages', async () => {
  expect(await errorsOf({ email: 'alisher@example.uz', lang: 'uz' })).toEqual([]);
  expect(await errorsOf({ email: '', lang: 'ru' })).toEqual([]);
  expect(await errorsOf({ email: 'not an email', lang: 'de' })).toEqual([
    'account.form.email',
    'account.form.required',
  ]);
});
