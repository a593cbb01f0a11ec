/** Digits only: what the API is sent (`fot`). */
export const payrollDigits = (typed: string): string => typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

/** `120000000` or `120 000 000` -> `120 000 000`: groups of three, as the field shows while typing. */
export function formatPayroll(typed: string): string {
  const digits = payrollDigits(typed);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** The payroll as a number of UZS (0 when nothing is typed). */
export const payrollValue = (typed: string): number => Number(payrollDigits(typed) || '0');
