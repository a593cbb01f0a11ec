import { useIntl } from 'react-intl';
import { applicantSchema, blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import type { MiniKaskoSnapshot } from '../model/mini-kasko-state';

const schema = applicantSchema();

/** Applicant: passport, birthday and phone; the person registry checks them when the application is saved. */
export function ApplicantStep({ initial, onSubmit }: StepProps<MiniKaskoSnapshot, 'applicant'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ ...blankApplicant(), ...initial }}
      schema={schema}
      label={intl.formatMessage({ id: 'miniKasko.step.applicant' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => <PersonFields phone />}
    </KitStepForm>
  );
}
