import { mixed, object, string } from 'yup';
import { LANGS, type Lang } from '@polis/routing';

export interface ProfileValues {
  email: string;
  lang: Lang;
}

/** What the server lets a customer change (edit-profile): an e-mail (empty clears it) and the language. */
export const profileSchema = object({
  email: string()
    .trim()
    .max(254, 'account.form.email')
    .matches(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, 'account.form.email'),
  lang: mixed<Lang>()
    .oneOf([...LANGS], 'account.form.required')
    .required('account.form.required'),
});
