import { object, string } from 'yup';
import { ACCIDENT_AMOUNTS_UZS } from '@polis/tariffs';

export const sumSchema = object({
  amount: string()
    .required('wizard.form.required')
    .oneOf(ACCIDENT_AMOUNTS_UZS.map(String), 'wizard.form.required'),
});
