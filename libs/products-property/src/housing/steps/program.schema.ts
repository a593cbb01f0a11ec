import { number, object } from 'yup';

export const programSchema = object({
  programId: number().required('wizard.form.required'),
});
