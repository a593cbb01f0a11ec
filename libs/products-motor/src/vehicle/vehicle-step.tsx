import { useState } from 'react';
import {
  KitStepForm,
  vehicleDocsSchema,
  VehicleFields,
  type FoundCar,
  type VehicleDocsValues,
} from '@polis/product-kit';
import { KitError } from '@polis/product-kit';

/** What a step keeps of the car found: the registry's `FoundCar` by default (OSGOP keeps the carrier too). */
export interface VehicleStepProps<Car extends VehicleDocsValues = FoundCar> {
  readonly initial?: Partial<Car>;
  /** Accessible name of the form: the step title. */
  readonly label: string;
  /** The product's registry call. */
  readonly lookup: (docs: VehicleDocsValues) => Promise<{ readonly car: Car } | { readonly errorId: string }>;
  readonly onFound: (car: Car) => void;
}

/** A product step that finds the car by plate and tech passport and moves on only when it is found. */
export function VehicleStep<Car extends VehicleDocsValues = FoundCar>({
  initial,
  label,
  lookup,
  onFound,
}: VehicleStepProps<Car>) {
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
          <KitError id={errorId} />
        </>
      )}
    </KitStepForm>
  );
}
