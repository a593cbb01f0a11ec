import { useIntl } from 'react-intl';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import type { StepProps } from '@polis/wizard-core';
import { registryModelName } from '../../vehicle/registry-model';
import { VehicleStep } from '../../vehicle/vehicle-step';
import { useFindOsgopVehicleMutation } from '../api/osgop-api';
import type { OsgopSnapshot } from '../model/osgop-state';

/** About car: plate and tech passport; `POST /sayt/osgop/auto` gives the kind, the seats and the owner. */
export function CarStep({ initial, onSubmit }: StepProps<OsgopSnapshot, 'car'>) {
  const intl = useIntl();
  const [find] = useFindOsgopVehicleMutation();
  return (
    <VehicleStep<OsgopSnapshot['car']>
      initial={initial}
      label={intl.formatMessage({ id: 'osgop.step.car' })}
      lookup={async (docs) => {
        const found = await find({
          seria: docs.techSery,
          number: docs.techNumber,
          vehicleNumber: docs.gosNumber,
        });
        if (!found.data) {
          const e = found.error;
          return {
            errorId:
              isApiError(e) && e.code === 2
                ? 'osgop.error.notCarrier'
                : isApiError(e) && e.code === 1
                  ? 'osgop.error.maybeDataIsIncorrect'
                  : apiErrorMessageId(e),
          };
        }
        const v = found.data.response;
        return {
          car: {
            gosNumber: v.vehicleNumber,
            techSery: v.seria,
            techNumber: v.number,
            model: `${registryModelName(v.model)}, ${v.issue_year}`,
            kind: v.kind,
            seats: v.seats,
            carrier: v.owner.name,
            inn: v.owner.inn,
          },
        };
      }}
      onFound={onSubmit}
    />
  );
}
