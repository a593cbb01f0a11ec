import { useIntl } from 'react-intl';
import { blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import type { KindnessSnapshot } from '../model/kindness-state';
import { kindnessApplicantSchema } from './applicant.schema';
import '../../personal.css';

const blankPerson = () => ({ passportSery: '', passportNumber: '', birthday: '' });

/** The buyer (passport, birthday, phone) and the person the policy is a gift for (passport, birthday). */
export function ApplicantStep({ initial, onSubmit }: StepProps<KindnessSnapshot, 'applicant'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm
      initialValues={{
        buyer: { ...blankApplicant(), ...initial?.buyer },
        insured: { ...blankPerson(), ...initial?.insured },
      }}
      schema={kindnessApplicantSchema}
      label={t('kindness.step.applicant')}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => (
        <>
          <fieldset className="kit-group">
            <legend>{t('kindness.buyer')}</legend>
            <PersonFields prefix="buyer." phone />
          </fieldset>
          <fieldset className="kit-group">
            <legend>{t('kindness.insured')}</legend>
            <p className="kit-note">{t('kindness.insured.note')}</p>
            <PersonFields prefix="insured." />
          </fieldset>
        </>
      )}
    </KitStepForm>
  );
}
