import { useState } from 'react';
import {
  KitStepForm,
  vehicleDocsSchema,
  VehicleFields,
  type CarLookup,
  type FoundCar,
  type VehicleDocsValues,
} from '@polis/product-kit';
import { StepError } from '../form/document-fields';

export interface VehicleStepProps {
  readonly initial?: Partial<FoundCar>;
  /** Accessible name of the form: the step title. */
  readonly label: string;
  /** The product's registry call. */
  readonly lookup: (docs: VehicleDocsValues) => Promise<CarLookup>;
  readonly onFound: (car: FoundCar) => void;
}

/** A product step that finds the car by plate and tech passport and moves on only when it is found. */
export function VehicleStep({ initial, label, lookup, onFound }: VehicleStepProps) {
  const [errorId, setErrorId] = useState<string | null>(null);
  return (
    <KitStepForm<VehicleDocsValues>
      initialValues={{
        gosNumber: initial?.gosNumber ?? '',
        techSery: initial?.techSery ?? '',
        techNumber: initial?.techNumber ?? '',
      }}
      schema={vehicleDocsSchema}
      label={label}
      onSubmit={async (values) => {
        setErrorId(null);
        const found = await lookup(values);
        if ('errorId' in found) setErrorId(found.errorId);
        else onFound(found.car);
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
