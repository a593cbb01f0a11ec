import { object, string } from 'yup';
import { phone998 } from '@polis/wizard-core';
import { companyByInnSchema } from '@polis/product-kit';

export const companyInfoSchema = object({
  ...companyByInnSchema,
  phone: phone998(),
  regionId: string().required('wizard.form.required'),
  districtId: string().required('wizard.form.required'),
});
