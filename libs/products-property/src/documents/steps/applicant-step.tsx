import { useIntl } from 'react-intl';
import { applicantSchema, blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import type { DocumentsSnapshot } from '../model/documents-state';

const schema = applicantSchema();

/** The applicant (policyholder): passport, birthday (18+), phone; the person registry checks them on save. */
export function ApplicantStep({ initial, onSubmit }: StepProps<DocumentsSnapshot, 'applicant'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ ...blankApplicant(), ...initial }}
      schema={schema}
      label={intl.formatMessage({ id: 'documents.step.applicant' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => <PersonFields phone />}
    </KitStepForm>
  );
}
