import { cardDateForApi, cardDateProblem, cardDigits, isCompleteCardNumber } from './card';

const now = new Date(2026, 4, 20); // 20 May 2026

it('sends the card number as its 16 digits and the expiry as MMYY', () => {
  expect(cardDigits('8600 1111 1111 1110')).toBe('8600111111111110');
  expect(isCompleteCardNumber('8600 1111 1111 1110')).toBe(true);
  expect(isCompleteCardNumber('8600 1111 1111 111')).toBe(false);
  expect(cardDateForApi('12/29')).toBe('1229');
});

it.each([
  ['12/29', null],
  ['05/26', null],
  ['04/26', 'past'],
  ['13/27', 'month'],
  ['00/27', 'month'],
  ['1/2', 'incomplete'],
] as const)('expiry %s: %s', (value, problem) => {
  expect(cardDateProblem(value, now)).toBe(problem);
});
