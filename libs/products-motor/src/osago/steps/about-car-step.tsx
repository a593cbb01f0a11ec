import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import {
  useVehicleLookup,
  vehicleDocsSchema,
  VehicleFields,
  type VehicleDocsValues,
} from '@polis/product-kit';
import { Button } from '@polis/ui';
import { StepForm, type StepProps } from '@polis/wizard-core';
import { StepError } from '../../form/document-fields';
import { useCalcOsagoMutation } from '../api/osago-api';
import type { OsagoSnapshot } from '../model/osago-state';

/** OSAGO's own wording of the registry's refusals. */
const OSAGO_WORDING: Readonly<Record<string, string>> = {
  'kit.vehicle.notFound': 'osago.error.vehicle_not_found',
  'kit.vehicle.restricted': 'osago.error.restricted_car',
};

/** about_car: the vehicle found in the registry and priced; a successful calculation moves on (spec 000). */
export function AboutCarStep({ initial, onSubmit }: StepProps<OsagoSnapshot, 'about_car'>) {
  const intl = useIntl();
  const [lookUp] = useVehicleLookup();
  const [calc] = useCalcOsagoMutation();
  const [errorId, setErrorId] = useState<string | null>(null);

  const submit = async (values: VehicleDocsValues) => {
    setErrorId(null);
    const found = await lookUp(values);
    if ('errorId' in found || !found.registry) {
      setErrorId('errorId' in found ? (OSAGO_WORDING[found.errorId] ?? found.errorId) : null);
      return;
    }
    const v = found.registry;
    const priced = await calc({
      gos_number: v.gos_number,
      period_id: 1,
      number_drivers_id: 1,
      vehicleTypeId: v.vehicle_type_id,
      drivers: [],
    });
    if ('error' in priced) {
      const e = priced.error;
      const refused = isApiError(e) && typeof e.status === 'number' && e.status < 500;
      setErrorId(refused ? 'osago.error.fault_on_driver_data' : apiErrorMessageId(e));
      return;
    }
    onSubmit({
      ...values,
      car: {
        gosNumber: v.gos_number,
        techSery: v.tech_sery,
        techNumber: v.tech_number,
        vehicleType: v.vehicle_type_id,
        carModel: v.car_model,
        carOwner: v.car_owner,
        ownerType: v.owner_type,
        inn: v.inn,
        territory: v.territory,
      },
      baseUzs: priced.data.response.amount_uzs,
    });
  };

  return (
    <StepForm<VehicleDocsValues>
      initialValues={{
        gosNumber: initial?.gosNumber ?? '',
        techSery: initial?.techSery ?? '',
        techNumber: initial?.techNumber ?? '',
      }}
      schema={vehicleDocsSchema}
      label={intl.formatMessage({ id: 'osago.step.about_car' })}
      onSubmit={submit}
    >
      {(form) => (
        <div className="kit-step">
          <VehicleFields />
          <StepError id={errorId} />
          <Button type="submit" loading={form.isSubmitting} block>
            <FormattedMessage id="osago.car.submit" />
          </Button>
        </div>
      )}
    </StepForm>
  );
}
