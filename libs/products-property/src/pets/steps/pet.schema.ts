import { object, string } from 'yup';
import { IMAGE_ACCEPT, uploadSchema } from '@polis/product-kit';

/** MM.YYYY, a real month not in the future (the server checks the age window against the start). */
const BIRTH_MONTH = /^(0[1-9]|1[0-2])\.(\d{4})$/;

export const petSchema = object({
  petName: string().trim().required('wizard.form.required').max(50, 'pets.petName.tooLong'),
  birthMonth: string()
    .required('wizard.form.required')
    .matches(BIRTH_MONTH, 'pets.birthMonth.format')
    .test('past', 'pets.birthMonth.future', (value) => {
      const m = value ? BIRTH_MONTH.exec(value) : null;
      if (!m) return true;
      const now = new Date();
      return Number(m[2]) * 12 + Number(m[1]) <= now.getFullYear() * 12 + now.getMonth() + 1;
    }),
  kind: string().oneOf(['cat', 'dog'], 'wizard.form.required').required('wizard.form.required'),
  photo: uploadSchema(IMAGE_ACCEPT),
  passportPhoto: uploadSchema(IMAGE_ACCEPT),
});
