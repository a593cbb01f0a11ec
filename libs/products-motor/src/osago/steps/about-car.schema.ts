import { object, string } from 'yup';

/** Uzbek plates: `01A123BC` (person) or `01123ABC` (organisation); others are foreign (5-10 letters/digits). */
export const aboutCarSchema = object({
  gosNumber: string()
    .trim()
    .required('osago.form.required')
    .matches(/^[A-Z0-9]{5,10}$/, 'osago.form.plate'),
  techSery: string()
    .required('osago.form.required')
    .matches(/^[A-Z]{3}$/, 'osago.form.techSery'),
  techNumber: string()
    .required('osago.form.required')
    .matches(/^\d{7}$/, 'osago.form.techNumber'),
});

export interface AboutCarValues {
  gosNumber: string;
  techSery: string;
  techNumber: string;
}
