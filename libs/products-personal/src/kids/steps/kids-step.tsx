import { array, mixed, object, string } from 'yup';
import { useIntl } from 'react-intl';
import { listStep, type ListCardProps } from '@polis/product-kit';
import { KIDS_MAX_AGE, KIDS_MAX_CHILDREN, KIDS_MIN_AGE } from '@polis/tariffs';
import {
  ageBetween,
  FormDateField,
  FormMaskedField,
  FormRadioGroup,
  FormTextField,
} from '@polis/wizard-core';
import { blankChild, type KidsSnapshot } from '../model/kids-state';

/** Names as in the birth certificate: up to 50 Latin or Cyrillic letters, ʻ ʼ ' - and spaces. */
const name = () =>
  string()
    .trim()
    .required('wizard.form.required')
    .matches(/^[A-Za-zА-Яа-яЁёЎўҚқҒғҲҳʻʼ'` -]{1,50}$/, 'kids.name.invalid');

const childSchema = object({
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
  birthday: ageBetween(KIDS_MIN_AGE, KIDS_MAX_AGE, 'kids.child.age'),
  gender: mixed<'m' | 'f'>().oneOf(['m', 'f'], 'wizard.form.required').required('wizard.form.required'),
});

const kidsSchema = object({
  children: array()
    .of(childSchema)
    .min(1)
    .max(KIDS_MAX_CHILDREN)
    .test(
      'unique',
      'kids.child.twice',
      (list = []) => new Set(list.map((c) => c.certificateSeria + c.certificateNumber)).size === list.length,
    ),
});

/** One child as in the birth certificate. */
function ChildCard({ index, prefix, remove }: ListCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = (name: string, label: string) => (
    <FormTextField name={prefix + name} label={t(label)} autoComplete="off" required />
  );
  return (
    <fieldset className="kit-group">
      <legend>{intl.formatMessage({ id: 'kids.child.title' }, { n: index + 1 })}</legend>
      <div className="kit-row">
        {text('certificateSeria', 'kids.certificate.seriaLabel')}
        <FormMaskedField
          name={`${prefix}certificateNumber`}
          mask="#######"
          inputMode="numeric"
          label={t('kids.certificate.numberLabel')}
          autoComplete="off"
          required
        />
      </div>
      {text('lastName', 'kids.child.lastName')}
      {text('name', 'kids.child.name')}
      {text('middleName', 'kids.child.middleName')}
      <FormDateField name={`${prefix}birthday`} label={t('kit.person.birthday')} required />
      <FormRadioGroup
        name={`${prefix}gender`}
        legend={t('kids.child.gender')}
        appearance="inline"
        options={[
          { value: 'm', label: t('kids.child.boy') },
          { value: 'f', label: t('kids.child.girl') },
        ]}
      />
      {remove}
    </fieldset>
  );
}

/** The children (1 to 5, aged 1-17), each as in the birth certificate. */
export const kidsStep = listStep<KidsSnapshot, 'kids', KidsSnapshot['kids']['children'][number]>({
  id: 'kids',
  title: 'kids.step.kids',
  schema: kidsSchema,
  field: 'children',
  blank: blankChild,
  max: KIDS_MAX_CHILDREN,
  Card: ChildCard,
  messages: { add: 'kids.child.add', remove: 'kids.child.remove', count: 'kids.children.count' },
});
