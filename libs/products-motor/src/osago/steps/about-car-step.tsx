import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@polis/ui';
import { StepForm, useStepField } from '@polis/wizard-core';
import { DocumentFields, StepError } from '../../form/document-fields';
import { isApiError, apiErrorMessageId } from '@polis/api-client';
import { normalisePlate } from '@polis/tariffs';
import { useCalcOsagoMutation, useCheckVehicleMutation } from '../api/osago-api';
import type { CarData } from '../model/osago-state';
import { aboutCarSchema, type AboutCarValues } from './about-car.schema';

export interface AboutCarStepProps {
  readonly initial: AboutCarValues;
  /** The vehicle found and priced: the wizard moves on (spec: a successful calculation advances it). */
  readonly onDone: (car: CarData, values: AboutCarValues, baseUzs: number) => void;
}

function PlateField() {
  const intl = useIntl();
  const { onChange, ...field } = useStepField('gosNumber');
  return (
    <TextField
      {...field}
      onChange={(e) => {
        e.target.value = normalisePlate(e.target.value);
        onChange(e);
      }}
      label={intl.formatMessage({ id: 'osago.car.gosNumber' })}
      hint={intl.formatMessage({ id: 'osago.car.gosNumber.hint' })}
      autoComplete="off"
      maxLength={10}
      required
    />
  );
}

export function AboutCarStep({ initial, onDone }: AboutCarStepProps) {
  const intl = useIntl();
  const [checkVehicle] = useCheckVehicleMutation();
  const [calc] = useCalcOsagoMutation();
  const [errorId, setErrorId] = useState<string | null>(null);

  return (
    <StepForm<AboutCarValues>
      initialValues={initial}
      schema={aboutCarSchema}
      label={intl.formatMessage({ id: 'osago.step.about_car' })}
      onSubmit={async (values) => {
        setErrorId(null);
        const found = await checkVehicle({
          carNumber: values.gosNumber,
          techSery: values.techSery,
          techNumber: values.techNumber,
        });
        if ('error' in found) {
          const e = found.error;
          setErrorId(isApiError(e) && e.code === 1 ? 'osago.error.vehicle_not_found' : apiErrorMessageId(e));
          return;
        }
        const v = found.data.response;
        if (v.restricted) {
          setErrorId('osago.error.restricted_car');
          return;
        }
        const car: CarData = {
          gosNumber: v.gos_number,
          techSery: v.tech_sery,
          techNumber: v.tech_number,
          vehicleType: v.vehicle_type_id,
          carModel: v.car_model,
          carOwner: v.car_owner,
          ownerType: v.owner_type,
          inn: v.inn,
          territory: v.territory,
          restricted: v.restricted,
        };
        const priced = await calc({
          gos_number: car.gosNumber,
          period_id: 1,
          number_drivers_id: 1,
          vehicleTypeId: car.vehicleType,
          drivers: [],
        });
        if ('error' in priced) {
          setErrorId(
            isApiError(priced.error) && typeof priced.error.status === 'number' && priced.error.status < 500
              ? 'osago.error.fault_on_driver_data'
              : apiErrorMessageId(priced.error),
          );
          return;
        }
        onDone(car, values, priced.data.response.amount_uzs);
      }}
    >
      {(form) => (
        <div className="osago-step">
          <PlateField />
          <DocumentFields
            series="techSery"
            number="techNumber"
            seriesMask="AAA"
            seriesLabel={intl.formatMessage({ id: 'osago.car.techSery' })}
            numberLabel={intl.formatMessage({ id: 'osago.car.techNumber' })}
          />
          <StepError id={errorId} />
          <Button type="submit" loading={form.isSubmitting} block>
            <FormattedMessage id="osago.car.submit" />
          </Button>
        </div>
      )}
    </StepForm>
  );
}
