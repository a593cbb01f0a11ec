import { useIntl } from 'react-intl';
import { blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import type { SportSnapshot } from '../model/sport-state';
import { insurerSchema } from './insurer.schema';

/** The insurer (payer): passport, birthday (18+), phone; the registry checks the person on save. */
export function InsurerStep({ initial, onSubmit }: StepProps<SportSnapshot, 'insurer'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ ...blankApplicant(), ...initial }}
      schema={insurerSchema}
      label={intl.formatMessage({ id: 'sport.step.insurer' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => <PersonFields phone />}
    </KitStepForm>
  );
}
