import { useIntl } from 'react-intl';
import { normalisePlate } from '@polis/tariffs';
import { TextField } from '@polis/ui';
import { FormMaskedField, useStepField } from '@polis/wizard-core';
import { SavedVehicleSlot } from './saved-slots';

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
      label={intl.formatMessage({ id: 'kit.vehicle.plate' })}
      hint={intl.formatMessage({ id: 'kit.vehicle.plate.hint' })}
      autoComplete="off"
      maxLength={10}
      required
    />
  );
}

/**
 * Vehicle by plate, a field group of a Formik form with `VehicleDocsValues` (`vehicleDocsSchema`): the plate
 * and the tech passport's series (three letters) and number (seven digits), the keys of the vehicle registry
 * (`useVehicleLookup`, which gives the model and year).
 */
export function VehicleFields() {
  const intl = useIntl();
  return (
    <>
      <SavedVehicleSlot />
      <PlateField />
      <div className="kit-row">
        <FormMaskedField
          name="techSery"
          mask="AAA"
          uppercase
          label={intl.formatMessage({ id: 'kit.vehicle.techSery' })}
          autoComplete="off"
          required
        />
        <FormMaskedField
          name="techNumber"
          mask="#######"
          inputMode="numeric"
          label={intl.formatMessage({ id: 'kit.vehicle.techNumber' })}
          autoComplete="off"
          required
        />
      </div>
    </>
  );
}
