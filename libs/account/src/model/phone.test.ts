import { displayPhone, isCompletePhone, phoneForApi } from './phone';

it('sends the digits only, and knows a complete +998 number', () => {
  expect(phoneForApi('+998 90 123 45 67')).toBe('998901234567');
  expect(isCompletePhone('+998 90 123 45 67')).toBe(true);
  expect(isCompletePhone('+998 90 123 45')).toBe(false);
  expect(isCompletePhone('+7 900 123 45 67')).toBe(false);
});

it('shows a stored number the way the mask does', () => {
  expect(displayPhone('998901234567')).toBe('+998 90 123 45 67');
  expect(displayPhone('12345')).toBe('12345');
});
