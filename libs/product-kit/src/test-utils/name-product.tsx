import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import type { MessageSource } from '@polis/i18n';
import { FormTextField } from '@polis/wizard-core';
import { contractSave } from '../frame/contract-save';
import { formStep } from '../frame/form-step';
import type { ProductDefinition } from '../frame/product-definition';

/** A test product's texts, the same in every language. */
export const sameInEvery = (texts: Readonly<Record<string, string>>): MessageSource => ({
  en: async () => texts,
  ru: async () => texts,
  uz: async () => texts,
  'uz-cyrl': async () => texts,
});

export const NAME_PRODUCT_MESSAGES = sameInEvery({
  'test.title': 'Test insurance',
  'test.step.name': 'Your name',
  'test.name': 'Name',
});

export interface NameSnap {
  who: { name: string };
}

function NameField() {
  const intl = useIntl();
  return <FormTextField name="name" label={intl.formatMessage({ id: 'test.name' })} />;
}

/** The smallest kit product: one step asking a name, saved at `POST /test/save`, checked at `/test/check`. */
export const NAME_PRODUCT: ProductDefinition<NameSnap> = {
  key: 'test',
  analyticsName: 'Test',
  titleId: 'test.title',
  steps: [
    formStep<NameSnap, 'who'>({
      id: 'who',
      title: 'test.step.name',
      schema: object({ name: string().required('wizard.form.required') }),
      values: (initial) => initial ?? { name: '' },
      Fields: NameField,
    }),
  ],
  errors: {},
  check: { url: '/test/check' },
  useSave: contractSave({ method: 'POST', path: '/test/save' }, (s: NameSnap, amount_uzs) => ({
    name: s.who.name,
    amount_uzs,
  })),
};
