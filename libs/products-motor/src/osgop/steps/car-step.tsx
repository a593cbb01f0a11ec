import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import { KitStepForm, vehicleDocsSchema, VehicleFields, type VehicleDocsValues } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import { StepError } from '../../form/document-fields';
import { useFindOsgopVehicleMutation } from '../api/osgop-api';
import type { OsgopSnapshot } from '../model/osgop-state';

/** About car: plate and tech passport; `POST /sayt/osgop/auto` gives the kind, the seats and the owner. */
export function CarStep({ initial, onSubmit }: StepProps<OsgopSnapshot, 'car'>) {
  const intl = useIntl();
  const [find] = useFindOsgopVehicleMutation();
  const [errorId, setErrorId] = useState<string | null>(null);
  return (
    <KitStepForm<VehicleDocsValues>
      initialValues={{
        gosNumber: initial?.gosNumber ?? '',
        techSery: initial?.techSery ?? '',
        techNumber: initial?.techNumber ?? '',
      }}
      schema={vehicleDocsSchema}
      label={intl.formatMessage({ id: 'osgop.step.car' })}
      onSubmit={async (values) => {
        setErrorId(null);
        const found = await find({
          seria: values.techSery,
          number: values.techNumber,
          vehicleNumber: values.gosNumber,
        });
        if (!found.data) {
          const e = found.error;
          setErrorId(
            isApiError(e) && e.code === 2
              ? 'osgop.error.notCarrier'
              : isApiError(e) && e.code === 1
                ? 'osgop.error.maybeDataIsIncorrect'
                : apiErrorMessageId(e),
          );
          return;
        }
        const v = found.data.response;
        onSubmit({
          gosNumber: v.vehicleNumber,
          techSery: v.seria,
          techNumber: v.number,
          model: `${v.model}, ${v.issue_year}`,
          kind: v.kind,
          seats: v.seats,
          carrier: v.owner.name,
          inn: v.owner.inn,
        });
      }}
    >
      {() => (
        <>
          <VehicleFields />
          <StepError id={errorId} />
        </>
      )}
    </KitStepForm>
  );
}
