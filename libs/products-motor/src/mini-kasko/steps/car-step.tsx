import { useIntl } from 'react-intl';
import { vehicleLookupOf } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import { VehicleStep } from '../../vehicle/vehicle-step';
import { useCheckMiniKaskoCarMutation } from '../api/mini-kasko-api';
import type { MiniKaskoSnapshot } from '../model/mini-kasko-state';

/** Car data: plate and tech passport, found in the vehicle registry by `POST /minikasko_neo/checkCar`. */
export function CarStep({ initial, onSubmit }: StepProps<MiniKaskoSnapshot, 'car'>) {
  const intl = useIntl();
  const [checkCar] = useCheckMiniKaskoCarMutation();
  return (
    <VehicleStep
      initial={initial}
      label={intl.formatMessage({ id: 'miniKasko.step.car' })}
      lookup={async (docs) =>
        vehicleLookupOf(
          await checkCar({
            gos_number: docs.gosNumber,
            tech_sery: docs.techSery,
            tech_number: docs.techNumber,
          }),
        )
      }
      onFound={onSubmit}
    />
  );
}
