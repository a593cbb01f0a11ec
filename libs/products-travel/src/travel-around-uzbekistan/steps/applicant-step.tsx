import { useIntl } from 'react-intl';
import { applicantSchema, blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import type { TauSnapshot } from '../model/tau-state';

const schema = applicantSchema();

/** Applicant: passport, birthday and phone; the registry checks the person when the application is saved. */
export function ApplicantStep({ initial, onSubmit }: StepProps<TauSnapshot, 'applicant'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ ...blankApplicant(), ...initial }}
      schema={schema}
      label={intl.formatMessage({ id: 'tau.step.applicant' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => <PersonFields phone />}
    </KitStepForm>
  );
}
