import { object, string } from 'yup';
import { startDate } from '@polis/wizard-core';

export const sportSchema = object({
  sport: string().required('wizard.form.required'),
  period: string().required('wizard.form.required'),
  amount: string().required('wizard.form.required'),
  startDate: startDate({ from: 1, to: 90 }),
});
