import { FormattedMessage, useIntl } from 'react-intl';
import { KitStepForm, PersonFields, useKitStep } from '@polis/product-kit';
import { ACCIDENT_MAX_INSUREDS } from '@polis/tariffs';
import { Button } from '@polis/ui';
import { FormCheckbox, FormPhoneField, FormTextField, type StepProps } from '@polis/wizard-core';
import type { AudiencePreset } from '../model/accident-audience';
import { blankInsured, type AccidentSnapshot } from '../model/accident-state';
import { insuredsSchema } from './insureds.schema';
import { InsuredCard } from './insured-card';
import '../../personal.css';

type Values = AccidentSnapshot['insureds'];

export const initialInsureds = (preset: AudiencePreset): Values => ({
  vehicleNumber: '',
  institution: '',
  persons: Array.from({ length: preset.startWith }, blankInsured),
  payerIsInsured: preset.payerInsuredByDefault,
  payer: { passportSery: '', passportNumber: '', birthday: '' },
  phone: '',
});

/** A draft keeps the list's length and ids, not the persons: the cards come back blank to fill again. */
const restored = (preset: AudiencePreset, initial: Partial<Values> | undefined): Values => {
  const blank = initialInsureds(preset);
  if (!initial) return blank;
  return {
    ...blank,
    ...initial,
    persons: (initial.persons?.length ? initial.persons : blank.persons).map((p) => ({
      ...blankInsured(),
      ...p,
    })),
    payer: { ...blank.payer, ...initial.payer },
  };
};

/** Insured persons of one page: the page's own field, the list (up to 10), the payer and the phone. */
export function makeInsuredsStep(preset: AudiencePreset) {
  const schema = insuredsSchema(preset);
  return function InsuredsStep({ initial, onSubmit }: StepProps<AccidentSnapshot, 'insureds'>) {
    const intl = useIntl();
    const { itemErrors } = useKitStep();
    const t = (id: string) => intl.formatMessage({ id });
    return (
      <KitStepForm<Values>
        initialValues={restored(preset, initial)}
        schema={schema}
        label={t('accident.step.insureds')}
        onSubmit={(values) =>
          onSubmit({
            ...values,
            institution: values.institution.trim(),
            vehicleNumber: values.vehicleNumber.toUpperCase(),
          })
        }
      >
        {(form) => (
          <>
            <p className="kit-note">
              <FormattedMessage id={`accident.audience.${preset.audience}.note`} />
            </p>
            {preset.vehicle ? (
              <FormTextField
                name="vehicleNumber"
                label={t('accident.vehicle.label')}
                hint={t('accident.vehicle.hint')}
                autoComplete="off"
                required
              />
            ) : null}
            {preset.institution ? (
              <FormTextField
                name="institution"
                label={t(`accident.institution.${preset.audience}`)}
                hint={t('accident.institution.hint')}
                required
              />
            ) : null}
            {form.values.persons.map((person, index) => (
              <InsuredCard
                key={person.id}
                index={index}
                preset={preset}
                error={itemErrors[index] ?? null}
                onRemove={
                  form.values.persons.length > 1
                    ? () =>
                        void form.setFieldValue(
                          'persons',
                          form.values.persons.filter((p) => p.id !== person.id),
                        )
                    : null
                }
              />
            ))}
            {typeof form.errors.persons === 'string' && form.submitCount > 0 ? (
              <p className="kit-error" role="alert">
                <FormattedMessage id={form.errors.persons} />
              </p>
            ) : null}
            {form.values.persons.length < ACCIDENT_MAX_INSUREDS ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => void form.setFieldValue('persons', [...form.values.persons, blankInsured()])}
              >
                <FormattedMessage
                  id={preset.vehicle ? 'accident.person.addPassenger' : 'accident.person.add'}
                />
              </Button>
            ) : null}
            <p className="personal-total" aria-live="polite">
              <FormattedMessage id="accident.insureds.count" values={{ count: form.values.persons.length }} />
            </p>
            <fieldset className="kit-group">
              <legend>{t('accident.payer.title')}</legend>
              <FormCheckbox
                name="payerIsInsured"
                label={t(preset.vehicle ? 'accident.payer.isDriver' : 'accident.payer.isInsured')}
              />
              {form.values.payerIsInsured ? null : (
                <>
                  <p className="kit-note">
                    <FormattedMessage id="accident.payer.resident" />
                  </p>
                  <PersonFields prefix="payer." />
                </>
              )}
              <FormPhoneField name="phone" label={t('kit.person.phone')} required />
            </fieldset>
          </>
        )}
      </KitStepForm>
    );
  };
}
