import { useIntl } from 'react-intl';
import { applicantSchema, blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import type { OsgopSnapshot } from '../model/osgop-state';

const schema = applicantSchema();

/** Personal data: the applicant's passport, birthday and phone (the person registry checks them on save). */
export function PersonalStep({ initial, onSubmit }: StepProps<OsgopSnapshot, 'personal'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ ...blankApplicant(), ...initial }}
      schema={schema}
      label={intl.formatMessage({ id: 'osgop.step.personal' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => <PersonFields phone />}
    </KitStepForm>
  );
}
