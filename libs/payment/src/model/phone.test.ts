import { installmentPhone, invoicePhone, isCompleteLocalPhone, localDigits } from './phone';

it('the invoice phone drops the 4-character +998 prefix and the spaces of the mask', () => {
  expect(invoicePhone('+998 90 123 45 67')).toBe('901234567');
  // Whatever the first four characters are, they go: the field always starts with them.
  expect(invoicePhone('+998901234567')).toBe('901234567');
});

it('the instalment phone is prefixed 998', () => {
  expect(installmentPhone('+998 90 123 45 67')).toBe('998901234567');
});

it('a phone is complete with nine digits after the prefix', () => {
  expect(isCompleteLocalPhone('+998 90 123 45 67')).toBe(true);
  expect(isCompleteLocalPhone('+998 90 123 45')).toBe(false);
  expect(isCompleteLocalPhone('')).toBe(false);
  expect(localDigits('+998 ')).toBe('');
});
