import { useIntl } from 'react-intl';
import { applicantSchema, KitStepForm, PersonFields } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import type { KaskoSnapshot } from '../model/kasko-state';

const BLANK: KaskoSnapshot['personalData'] = {
  passportSery: '',
  passportNumber: '',
  birthday: '',
  phone: '',
};

/** Personal data: the policyholder by passport and birthday (checked in the person registry on save), phone. */
export function PersonalDataStep({ initial, onSubmit }: StepProps<KaskoSnapshot, 'personalData'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ ...BLANK, ...initial }}
      schema={applicantSchema()}
      label={intl.formatMessage({ id: 'kasko.step.personalData' })}
      onSubmit={(values) => onSubmit({ ...values, passportSery: values.passportSery.toUpperCase() })}
    >
      {() => <PersonFields phone />}
    </KitStepForm>
  );
}
