import { useIntl } from 'react-intl';
import { object } from 'yup';
import { applicantSchema, blankApplicant, formStep, PersonFields, personSchema } from '@polis/product-kit';
import type { KindnessSnapshot } from '../model/kindness-state';
import '../../personal.css';

const blankPerson = () => ({ passportSery: '', passportNumber: '', birthday: '' });

function ApplicantFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
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
  );
}

/** The buyer (an adult with a phone) and the person the gift is for; both are found in the registry on save. */
export const applicantStep = formStep<KindnessSnapshot, 'applicant'>({
  id: 'applicant',
  title: 'kindness.step.applicant',
  schema: object({ buyer: applicantSchema(), insured: personSchema() }),
  values: (initial) => ({
    buyer: { ...blankApplicant(), ...initial?.buyer },
    insured: { ...blankPerson(), ...initial?.insured },
  }),
  Fields: ApplicantFields,
});
