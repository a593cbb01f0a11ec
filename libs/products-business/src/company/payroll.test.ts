import { formatPayroll, payrollDigits, payrollValue } from './payroll';

it('groups the payroll by three with spaces while typing', () => {
  expect(formatPayroll('120000000')).toBe('120 000 000');
  expect(formatPayroll('1200')).toBe('1 200');
  expect(formatPayroll('999')).toBe('999');
  expect(formatPayroll('12 0a00-0')).toBe('120 000');
  expect(formatPayroll('')).toBe('');
});

it('sends it without spaces', () => {
  expect(payrollDigits('120 000 000')).toBe('120000000');
  expect(payrollDigits('007 000')).toBe('7000');
  expect(payrollValue('1 200 000 000')).toBe(1_200_000_000);
  expect(payrollValue('')).toBe(0);
});
