import { useIntl } from 'react-intl';
import { blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import { daysFromToday, FormDateField, type StepProps } from '@polis/wizard-core';
import type { PetsSnapshot } from '../model/pets-state';
import { ownerSchema } from './owner.schema';

/** The owner: passport, birthday and phone (the cabinet shows the policy to this phone), and the start. */
export function OwnerStep({ initial, onSubmit }: StepProps<PetsSnapshot, 'owner'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ ...blankApplicant(), startDate: daysFromToday(1), ...initial }}
      schema={ownerSchema}
      label={intl.formatMessage({ id: 'pets.step.owner' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => (
        <>
          <PersonFields phone />
          <FormDateField name="startDate" label={intl.formatMessage({ id: 'pets.startDate' })} required />
        </>
      )}
    </KitStepForm>
  );
}
