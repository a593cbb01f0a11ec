import { useIntl } from 'react-intl';
import { normalisePlate } from '@polis/tariffs';
import { TextField } from '@polis/ui';
import { useStepField } from '@polis/wizard-core';
import { DocumentFields } from '../form/document-fields';

/** The plate as typed, normalised as the registry stores it (upper case, no spaces). */
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

/**
 * The vehicle registry's keys (plate and tech passport), with OSAGO's fields and rules: every motor product
 * finds the car the same way (values `gosNumber`, `techSery`, `techNumber`; schema `aboutCarSchema`).
 */
export function VehicleDocsFields() {
  const intl = useIntl();
  return (
    <>
      <PlateField />
      <DocumentFields
        series="techSery"
        number="techNumber"
        seriesMask="AAA"
        seriesLabel={intl.formatMessage({ id: 'osago.car.techSery' })}
        numberLabel={intl.formatMessage({ id: 'osago.car.techNumber' })}
      />
    </>
  );
}
