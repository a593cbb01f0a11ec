import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { string } from 'yup';
import { KitStepForm, useVehicleLookup, vehicleDocsSchema, VehicleFields } from '@polis/product-kit';
import { FormTextField, type StepProps } from '@polis/wizard-core';
import { KitError } from '@polis/product-kit';
import type { KaskoSnapshot } from '../model/kasko-state';
import { KaskoReset } from './kasko-reset';

type AboutCar = KaskoSnapshot['aboutCar'];
type Values = Pick<
  AboutCar,
  'gosNumber' | 'techSery' | 'techNumber' | 'bodyNumber' | 'engineNumber' | 'color'
>;

const carNumber = string()
  .trim()
  .max(40, 'kasko.form.carNumber')
  .matches(/^[A-Za-z0-9 -]*$/, 'kasko.form.carNumber');

export const aboutKaskoCarSchema = vehicleDocsSchema.shape({
  bodyNumber: carNumber,
  engineNumber: carNumber,
  color: string()
    .trim()
    .required('wizard.form.required')
    .max(40, 'kasko.form.color')
    .matches(/^[\p{L}ʻʼ' -]+$/u, 'kasko.form.color'),
});

/**
 * About car: the plate and tech passport found in the vehicle registry (the kit's look-up, `/check-ip`; a
 * special-purpose model is refused), the body and engine numbers (the registry's when left empty) and the
 * colour.
 */
export function AboutCarStep({ initial, onSubmit }: StepProps<KaskoSnapshot, 'aboutCar'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [findVehicle] = useVehicleLookup();
  const [errorId, setErrorId] = useState<string | null>(null);
  return (
    <KitStepForm<Values>
      initialValues={{
        gosNumber: initial?.gosNumber ?? '',
        techSery: initial?.techSery ?? '',
        techNumber: initial?.techNumber ?? '',
        bodyNumber: initial?.bodyNumber ?? '',
        engineNumber: initial?.engineNumber ?? '',
        color: initial?.color ?? '',
      }}
      schema={aboutKaskoCarSchema}
      label={t('kasko.step.aboutCar')}
      onSubmit={async (values) => {
        setErrorId(null);
        const found = await findVehicle(values);
        if ('errorId' in found) {
          setErrorId(found.errorId);
          return;
        }
        const { registry } = found;
        onSubmit({
          ...found.car,
          bodyNumber: (values.bodyNumber.trim() || registry?.body_number || '').toUpperCase(),
          engineNumber: (values.engineNumber.trim() || registry?.engine_number || '').toUpperCase(),
          color: values.color.trim(),
        });
      }}
    >
      {() => (
        <>
          <VehicleFields />
          <p className="kit-note">
            <FormattedMessage id="kasko.car.numbersHint" />
          </p>
          <div className="kit-row">
            <FormTextField
              name="bodyNumber"
              label={t('kasko.car.bodyNumber')}
              autoComplete="off"
              maxLength={40}
            />
            <FormTextField
              name="engineNumber"
              label={t('kasko.car.engineNumber')}
              autoComplete="off"
              maxLength={40}
            />
          </div>
          <FormTextField
            name="color"
            label={t('kasko.car.color')}
            autoComplete="off"
            maxLength={40}
            required
          />
          <KitError id={errorId} />
          <KaskoReset />
        </>
      )}
    </KitStepForm>
  );
}
