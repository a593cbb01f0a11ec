import { useIntl } from 'react-intl';
import { KitStepForm, SavedPersonSlot } from '@polis/product-kit';
import {
  FormDateField,
  FormMaskedField,
  FormPhoneField,
  FormRadioGroup,
  FormTextField,
  type StepProps,
} from '@polis/wizard-core';
import type { QuickKaskoSnapshot } from '../model/quick-kasko-state';
import { applicantSchema } from './applicant.schema';

const BLANK: QuickKaskoSnapshot['applicant'] = {
  applicantType: 'resident',
  passportSery: '',
  passportNumber: '',
  birthday: '',
  fullName: '',
  phone: '',
};

/** Applicant: a resident (passport checked in the registry) or a foreigner (3-character series, name). */
export function ApplicantStep({ initial, onSubmit }: StepProps<QuickKaskoSnapshot, 'applicant'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm
      initialValues={{ ...BLANK, ...initial }}
      schema={applicantSchema}
      label={t('quickKasko.step.applicant')}
      onSubmit={(values) =>
        onSubmit({
          ...values,
          passportSery: values.passportSery.toUpperCase(),
          fullName: values.applicantType === 'foreign' ? values.fullName.trim() : '',
        })
      }
    >
      {(form) => {
        const foreign = form.values.applicantType === 'foreign';
        return (
          <>
            <FormRadioGroup
              name="applicantType"
              legend={t('quickKasko.applicantType')}
              appearance="inline"
              options={[
                { value: 'resident', label: t('quickKasko.applicantType.resident') },
                { value: 'foreign', label: t('quickKasko.applicantType.foreign') },
              ]}
            />
            {foreign ? null : <SavedPersonSlot phone />}
            <div className="kit-row">
              {foreign ? (
                <FormTextField
                  name="passportSery"
                  label={t('kit.person.passportSeries')}
                  hint={t('quickKasko.form.foreignSeries')}
                  maxLength={3}
                  autoComplete="off"
                  required
                />
              ) : (
                <FormMaskedField
                  name="passportSery"
                  mask="AA"
                  uppercase
                  label={t('kit.person.passportSeries')}
                  autoComplete="off"
                  required
                />
              )}
              <FormTextField
                name="passportNumber"
                label={t('kit.person.passportNumber')}
                inputMode="numeric"
                maxLength={foreign ? 9 : 7}
                autoComplete="off"
                required
              />
            </div>
            {foreign ? (
              <FormTextField
                name="fullName"
                label={t('quickKasko.fullName')}
                hint={t('quickKasko.form.latinName')}
                autoComplete="off"
                required
              />
            ) : null}
            <FormDateField name="birthday" label={t('kit.person.birthday')} required />
            <FormPhoneField name="phone" label={t('kit.person.phone')} required />
          </>
        );
      }}
    </KitStepForm>
  );
}
