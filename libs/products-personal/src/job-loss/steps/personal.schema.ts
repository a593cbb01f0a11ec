import { string } from 'yup';
import { applicantSchema } from '@polis/product-kit';
import { startDate } from '@polis/wizard-core';

/** The insured employee (an adult in the person registry), the region of residence, the start. */
export const personalSchema = applicantSchema().shape({
  regionId: string().required('wizard.form.required'),
  startDate: startDate({ from: 1, to: 90 }),
});
