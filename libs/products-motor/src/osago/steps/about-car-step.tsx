import { DateTime } from 'luxon';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import {
  formStep,
  useVehicleLookup,
  vehicleDocsSchema,
  VehicleFields,
  type VehicleDocsValues,
} from '@polis/product-kit';
import { OSAGO_MAX_START_AHEAD_DAYS } from '@polis/tariffs';
import { useCalcOsagoMutation } from '../api/osago-api';
import { carOf, type OsagoSnapshot } from '../model/osago-state';

/** OSAGO's own wording of the registry's refusals. */
const OSAGO_WORDING: Readonly<Record<string, string>> = {
  'kit.vehicle.notFound': 'osago.error.vehicle_not_found',
  'kit.vehicle.restricted': 'osago.error.restricted_car',
};

const day = (iso: string, days = 0) => DateTime.fromISO(iso).plus({ days }).toFormat('dd.MM.yyyy');
const AHEAD = OSAGO_MAX_START_AHEAD_DAYS;

/** The car found in the registry, then priced: a successful calculation moves on (spec 000). */
function useCarCheck() {
  const [lookUp] = useVehicleLookup();
  const [calc] = useCalcOsagoMutation();
  return async (values: VehicleDocsValues): Promise<OsagoSnapshot['about_car'] | string> => {
    const found = await lookUp(values);
    if ('errorId' in found) return OSAGO_WORDING[found.errorId] ?? found.errorId;
    const v = found.registry;
    if (!v) return 'osago.error.vehicle_not_found';
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
      return refused ? 'osago.error.fault_on_driver_data' : apiErrorMessageId(e);
    }
    const { amount_uzs, insured_until: until, next_start_date: next } = priced.data.response;
    // Still insured (spec 000 error 11, said as soon as the car is known): the new policy starts the day after.
    const insured = until && next && { until: day(until), nextStart: day(next), buyFrom: day(next, -AHEAD) };
    return { ...values, car: carOf(v), baseUzs: amount_uzs, ...(insured ? { insured } : {}) };
  };
}

/** about_car: the plate and the technical passport, looked up and priced. */
export const aboutCarStep = formStep<OsagoSnapshot, 'about_car', VehicleDocsValues>({
  id: 'about_car',
  title: 'osago.step.about_car',
  schema: vehicleDocsSchema,
  values: (initial) => ({
    gosNumber: initial?.gosNumber ?? '',
    techSery: initial?.techSery ?? '',
    techNumber: initial?.techNumber ?? '',
  }),
  useCheck: useCarCheck,
  submitLabel: 'osago.car.submit',
  Fields: () => <VehicleFields />,
});
