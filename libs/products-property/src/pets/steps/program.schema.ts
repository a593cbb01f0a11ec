import { object, string } from 'yup';

export const programSchema = object({ programId: string().required('wizard.form.required') });
