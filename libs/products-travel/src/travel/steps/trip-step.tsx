import { useIntl } from 'react-intl';
import { bool, mixed, object, string } from 'yup';
import { KitStepForm } from '@polis/product-kit';
import { Checkbox, RadioGroup, Select } from '@polis/ui';
import { FormCheckbox, type StepProps } from '@polis/wizard-core';
import {
  DEFAULT_TRIP,
  changePurpose,
  durationsFor,
  usesEndDate,
  type PurposeValue,
  type TravelSnapshot,
  type TripValues,
} from '../model/travel-state';

const PURPOSES: readonly PurposeValue[] = ['1', '3', '4', '5'];

const tripSchema = object({
  purpose: mixed<PurposeValue>()
    .oneOf([...PURPOSES])
    .required('wizard.form.required'),
  reusable: bool().required(),
  spendDays: string().required('wizard.form.required'),
  hasCovid: bool().required(),
  isFamily: bool().required(),
});

/** Trip details: purpose, multi-entry, days (when no end date is asked), COVID cover, family policy. */
export function TripStep({ initial, onSubmit }: StepProps<TravelSnapshot, 'trip'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm<TripValues>
      initialValues={{ ...DEFAULT_TRIP, ...initial }}
      schema={tripSchema}
      label={t('travel.step.trip')}
      onSubmit={(values) => onSubmit(values)}
    >
      {(form) => (
        <>
          <RadioGroup
            legend={t('travel.purpose')}
            name="purpose"
            value={form.values.purpose}
            onChange={(e) => form.setValues(changePurpose(form.values, e.target.value as PurposeValue))}
            options={PURPOSES.map((p) => ({ value: p, label: t(`travel.purpose.${p}`) }))}
          />
          <Checkbox
            name="reusable"
            label={t('travel.reusable')}
            hint={t('travel.reusable.hint')}
            checked={form.values.reusable}
            onChange={(e) =>
              form.setValues({ ...form.values, reusable: e.target.checked, spendDays: String(30) })
            }
          />
          {usesEndDate(form.values) ? null : (
            <Select
              id="field-spendDays"
              name="spendDays"
              label={t('travel.days')}
              value={form.values.spendDays}
              onChange={form.handleChange}
              options={durationsFor(form.values.reusable).map((d) => ({
                value: String(d),
                label: intl.formatMessage({ id: 'travel.days.option' }, { count: d }),
              }))}
            />
          )}
          <FormCheckbox name="isFamily" label={t('travel.isFamily')} hint={t('travel.isFamily.hint')} />
          <FormCheckbox name="hasCovid" label={t('travel.hasCovid')} hint={t('travel.hasCovid.hint')} />
        </>
      )}
    </KitStepForm>
  );
}
