import { useIntl } from 'react-intl';
import { KitStepForm } from '@polis/product-kit';
import {
  daysFromToday,
  FormDateField,
  FormRadioGroup,
  FormTextField,
  type StepProps,
} from '@polis/wizard-core';
import type { HousingSnapshot } from '../model/housing-state';
import { addressSchema } from './address.schema';

/** Address: a flat (default) or a house, its address as printed on the policy, and the start date. */
export function AddressStep({ initial, onSubmit }: StepProps<HousingSnapshot, 'address'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm
      initialValues={{ houseType: '1' as const, address: '', startDate: daysFromToday(1), ...initial }}
      schema={addressSchema}
      label={t('housing.step.address')}
      onSubmit={(values) => onSubmit({ ...values, address: values.address.trim() })}
    >
      {() => (
        <>
          <FormRadioGroup
            name="houseType"
            legend={t('housing.houseType')}
            appearance="inline"
            options={[
              { value: '1', label: t('housing.houseType.flat') },
              { value: '2', label: t('housing.houseType.house') },
            ]}
          />
          <FormTextField
            name="address"
            label={t('housing.address')}
            hint={t('housing.address.hint')}
            autoComplete="street-address"
            required
          />
          <FormDateField name="startDate" label={t('housing.startDate')} required />
        </>
      )}
    </KitStepForm>
  );
}
