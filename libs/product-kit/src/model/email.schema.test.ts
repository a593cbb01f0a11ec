import { emailError } from './email.schema';

it.each(['', '  ', 'alisher@example.uz', 'a.b+c@mail.example.co.uz', ' padded@example.uz '])(
  'accepts %j (empty: no e-mail)',
  (value) => expect(emailError(value)).toBeNull(),
);

it.each([
  'alisher',
  'alisher@',
  'a@b',
  'a b@example.uz',
  'a@example..uz',
  'x@-example.uz',
  `${'a'.repeat(250)}@b.uz`,
])('refuses %j with the localised message id', (value) =>
  expect(emailError(value)).toBe('kit.email.invalid'),
);
