import { mixed, object } from 'yup';
import { startDate } from '@polis/wizard-core';

export const programSchema = object({
  programId: mixed<'74' | '75'>()
    .oneOf(['74', '75'], 'wizard.form.required')
    .required('wizard.form.required'),
  startDate: startDate({ from: 1, to: 90 }),
});
