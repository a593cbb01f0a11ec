import { useState } from 'react';
import { KitStepForm } from '@polis/product-kit';
import { StepError } from '../form/document-fields';
import { aboutCarSchema, type AboutCarValues } from '../osago/steps/about-car.schema';
import { VehicleDocsFields } from './vehicle-docs';
import type { CarLookup, FoundCar } from './vehicle-lookup';

export interface VehicleStepProps {
  readonly initial?: Partial<FoundCar>;
  /** Accessible name of the form: the step title. */
  readonly label: string;
  /** The product's registry call. */
  readonly lookup: (docs: AboutCarValues) => Promise<CarLookup>;
  readonly onFound: (car: FoundCar) => void;
}

/** A product step that finds the car by plate and tech passport and moves on only when it is found. */
export function VehicleStep({ initial, label, lookup, onFound }: VehicleStepProps) {
  const [errorId, setErrorId] = useState<string | null>(null);
  return (
    <KitStepForm<AboutCarValues>
      initialValues={{
        gosNumber: initial?.gosNumber ?? '',
        techSery: initial?.techSery ?? '',
        techNumber: initial?.techNumber ?? '',
      }}
      schema={aboutCarSchema}
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
          <VehicleDocsFields />
          <StepError id={errorId} />
        </>
      )}
    </KitStepForm>
  );
}
