import { mixed, object, string } from 'yup';
import { startDate } from '@polis/wizard-core';

/** The API's start window: from today to 90 days ahead (Tashkent days). */
export const addressSchema = object({
  houseType: mixed<'1' | '2'>().oneOf(['1', '2'], 'wizard.form.required').required('wizard.form.required'),
  address: string()
    .trim()
    .required('wizard.form.required')
    .min(5, 'housing.address.tooShort')
    .max(300, 'housing.address.tooLong'),
  startDate: startDate({ from: 0, to: 90 }),
});
