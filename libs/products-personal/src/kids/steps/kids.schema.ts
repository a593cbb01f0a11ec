import { array, mixed, object, string } from 'yup';
import { KIDS_MAX_AGE, KIDS_MAX_CHILDREN, KIDS_MIN_AGE } from '@polis/tariffs';
import { ageInYears, displayDateSchema } from '@polis/wizard-core';

const NAME = /^[A-Za-zА-Яа-яЁёЎўҚқҒғҲҳʻʼ'` -]+$/;
const name = () =>
  string()
    .trim()
    .required('wizard.form.required')
    .max(50, 'kids.name.invalid')
    .matches(NAME, 'kids.name.invalid');

export const childSchema = object({
  certificateSeria: string()
    .required('wizard.form.required')
    .transform((v: string) => v.replace(/\s/g, '').toUpperCase())
    .matches(/^[A-Z0-9-]{2,6}$/, 'kids.certificate.seria'),
  certificateNumber: string()
    .required('wizard.form.required')
    .matches(/^\d{7}$/, 'kids.certificate.number'),
  lastName: name(),
  name: name(),
  middleName: name(),
  birthday: displayDateSchema().test(
    'age',
    { id: 'kids.child.age', values: { min: KIDS_MIN_AGE, max: KIDS_MAX_AGE } },
    (value) => {
      const age = value ? ageInYears(value) : null;
      return age === null || (age >= KIDS_MIN_AGE && age <= KIDS_MAX_AGE);
    },
  ),
  gender: mixed<'m' | 'f'>().oneOf(['m', 'f'], 'wizard.form.required').required('wizard.form.required'),
});

export const kidsSchema = object({
  children: array()
    .of(childSchema)
    .min(1)
    .max(KIDS_MAX_CHILDREN)
    .test('unique', 'kids.child.twice', (list = []) => {
      const ids = list.map((c) => `${c.certificateSeria}${c.certificateNumber}`);
      return new Set(ids).size === ids.length;
    }),
});
