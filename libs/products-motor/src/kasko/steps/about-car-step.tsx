import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { string } from 'yup';
import { KitStepForm, useVehicleLookup, vehicleDocsSchema, VehicleFields } from '@polis/product-kit';
import { kaskoRegistryModel } from '@polis/tariffs';
import { FormTextField, tashkentToday, type StepProps } from '@polis/wizard-core';
import { KitError } from '@polis/product-kit';
import { useGetKaskoCarsQuery } from '../api/kasko-api';
import { kaskoCarOf } from '../model/kasko-price';
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

type Problem = { readonly id: string; readonly values?: Record<string, string | number> } | null;

/**
 * What the registry's car says against the catalogue car chosen: another catalogue model (the registry knows
 * no trim), or a year of issue the price rule cannot insure; null when the car can be priced in the
 * registry's year (`kaskoCarOf`), which then replaces the year chosen.
 */
function registryProblem(
  snapshot: Partial<KaskoSnapshot>,
  car: KaskoSnapshot['aboutCar'],
  cars: Parameters<typeof kaskoRegistryModel>[0],
): Problem {
  const chosen = snapshot.selectCar;
  if (!chosen) return null;
  const model = kaskoRegistryModel(cars, car.carModel);
  if (model && !model.positionIds.includes(chosen.positionId))
    return { id: 'kasko.error.modelMismatch', values: { car_model: car.carModel } };
  if (!kaskoCarOf({ ...snapshot, aboutCar: car }, tashkentToday().year))
    return { id: 'kasko.error.registryTooOld', values: { issue_year: car.issueYear } };
  return null;
}

/**
 * About car: the plate and tech passport found in the vehicle registry (the kit's look-up, `/check-ip`; a
 * special-purpose model is refused), the body and engine numbers (the registry's when left empty) and the
 * colour. The registry's model must be the catalogue model chosen when the catalogue has it, and its year of
 * issue is the one priced from here on (`registryProblem`).
 */
export function AboutCarStep({ initial, snapshot, onSubmit }: StepProps<KaskoSnapshot, 'aboutCar'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [findVehicle] = useVehicleLookup();
  const catalogue = useGetKaskoCarsQuery();
  const [problem, setProblem] = useState<Problem>(null);
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
        setProblem(null);
        const found = await findVehicle(values);
        if ('errorId' in found) {
          setProblem({ id: found.errorId });
          return;
        }
        const { registry } = found;
        const car: AboutCar = {
          ...found.car,
          bodyNumber: (values.bodyNumber.trim() || registry?.body_number || '').toUpperCase(),
          engineNumber: (values.engineNumber.trim() || registry?.engine_number || '').toUpperCase(),
          color: values.color.trim(),
        };
        const refused = registryProblem(snapshot, car, catalogue.data?.cars ?? []);
        if (refused) setProblem(refused);
        else onSubmit(car);
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
          <KitError id={problem?.id} values={problem?.values} />
          <KaskoReset />
        </>
      )}
    </KitStepForm>
  );
}
