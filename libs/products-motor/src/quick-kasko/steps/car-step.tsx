import { useIntl } from 'react-intl';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import { QUICK_KASKO_MAX_CAR_AGE } from '@polis/tariffs';
import { tashkentToday, type StepProps } from '@polis/wizard-core';
import {
  useCheckOwnerCompanyMutation,
  useVehicleLookup,
  type CarLookup,
  type VehicleDocsValues,
} from '@polis/product-kit';
import { VehicleStep } from '../../vehicle/vehicle-step';
import type { QuickKaskoSnapshot } from '../model/quick-kasko-state';

/**
 * Car data. `POST /osago-neo/osago-juridik` decides who owns the car (spec 001): found means a company
 * (`for_only_individuals`), error 3 `owner_is_person` lets the individual's car through; then the registry's
 * `/check-ip` gives the model and year (at most 10 years old).
 */
export function CarStep({ initial, onSubmit }: StepProps<QuickKaskoSnapshot, 'car'>) {
  const intl = useIntl();
  const [checkJuridik] = useCheckOwnerCompanyMutation();
  const [findVehicle] = useVehicleLookup();
  const lookup = async (docs: VehicleDocsValues): Promise<CarLookup> => {
    const owner = await checkJuridik({
      gos_number: docs.gosNumber,
      tech_sery: docs.techSery,
      tech_number: docs.techNumber,
    });
    if (owner.data) return { errorId: 'quickKasko.error.forOnlyIndividuals' };
    const e = owner.error;
    if (isApiError(e) && e.code === 1) return { errorId: 'motor.car.notFound' };
    if (isApiError(e) && e.code === 2) return { errorId: 'quickKasko.error.forOnlyIndividuals' };
    if (!(isApiError(e) && e.code === 3)) return { errorId: apiErrorMessageId(e) };
    const found = await findVehicle(docs);
    if ('car' in found && tashkentToday().year - found.car.issueYear > QUICK_KASKO_MAX_CAR_AGE)
      return { errorId: 'quickKasko.error.carTooOld' };
    return found;
  };
  return (
    <VehicleStep
      initial={initial}
      label={intl.formatMessage({ id: 'quickKasko.step.car' })}
      lookup={lookup}
      onFound={onSubmit}
    />
  );
}
