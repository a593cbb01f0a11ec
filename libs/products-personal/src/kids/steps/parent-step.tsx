import { useIntl } from 'react-intl';
import { blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import { FormMaskedField, FormPhoneField, type StepProps } from '@polis/wizard-core';
import type { KidsSnapshot } from '../model/kids-state';
import { parentSchema } from './parent.schema';

/** The parent or legal guardian: passport, birthday, PINFL (the person registry checks all three on save), phone. */
export function ParentStep({ initial, onSubmit }: StepProps<KidsSnapshot, 'parent'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ ...blankApplicant(), pinfl: '', ...initial }}
      schema={parentSchema}
      label={intl.formatMessage({ id: 'kids.step.parent' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => (
        <>
          <PersonFields />
          <FormMaskedField
            name="pinfl"
            mask="##############"
            inputMode="numeric"
            label={intl.formatMessage({ id: 'kids.parent.pinfl' })}
            hint={intl.formatMessage({ id: 'kids.parent.pinfl.hint' })}
            autoComplete="off"
            required
          />
          <FormPhoneField name="phone" label={intl.formatMessage({ id: 'kit.person.phone' })} required />
        </>
      )}
    </KitStepForm>
  );
}
