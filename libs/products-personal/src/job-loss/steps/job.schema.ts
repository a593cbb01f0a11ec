import { object, string } from 'yup';
import { jobLossSalaryAllowed } from '@polis/tariffs';
import { inn } from '@polis/wizard-core';
import { salaryOf } from '../model/job-loss-state';

export const jobSchema = object({
  salary: string()
    .required('wizard.form.required')
    .test('number', 'jobLoss.salary.number', (value) => !value || !Number.isNaN(salaryOf(value)))
    .test('range', 'jobLoss.salary.range', (value) => {
      const salary = value ? salaryOf(value) : Number.NaN;
      return Number.isNaN(salary) || jobLossSalaryAllowed(salary);
    }),
  jobTitle: string()
    .trim()
    .required('wizard.form.required')
    .min(2, 'jobLoss.jobTitle.short')
    .max(100, 'jobLoss.jobTitle.long'),
  inn: inn(),
});
