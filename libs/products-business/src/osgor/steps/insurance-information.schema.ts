import { object, string } from 'yup';
import { startDate } from '@polis/wizard-core';
import { payrollValue } from '../../company/payroll';

/** Payroll of at least one minimum wage a month, at most 10 trillion UZS; the cover starts within 90 days. */
export const insuranceInformationSchema = object({
  okonx: string().required('wizard.form.required'),
  fot: string()
    .required('wizard.form.required')
    .test('min', 'osgor.fot.tooSmall', (value) => !value || payrollValue(value) >= 1_271_000)
    .test('max', 'osgor.fot.tooLarge', (value) => !value || payrollValue(value) <= 10_000_000_000_000),
  beginDate: startDate({ from: 0, to: 90 }),
});
