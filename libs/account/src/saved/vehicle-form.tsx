import { useIntl } from 'react-intl';
import type { FormikHelpers } from 'formik';
import type { SavedVehicle } from '@polis/api-contract';
import { normalisePlate } from '@polis/tariffs';
import { TextField } from '@polis/ui';
import { FormMaskedField, FormTextField, StepForm, useStepField } from '@polis/wizard-core';
import { useAddSavedVehicleMutation, useUpdateSavedVehicleMutation } from './saved-api';
import { FormEnd, FormTitle, useRefusal, type SavedFormEnd } from './saved-form-parts';
import {
  blankVehicle,
  MAX_LENGTH,
  vehicleChange,
  vehicleInput,
  vehicleSchema,
  vehicleValues,
  type VehicleValues,
} from './saved.schema';

export interface VehicleFormProps extends SavedFormEnd {
  /** The saved car to edit; none: a new one. */
  readonly vehicle?: SavedVehicle;
}

const FIELDS = ['label', 'plate', 'techSeries', 'techNumber', 'model', 'year'];

/** The plate as typed, normalised as the registry keeps it (upper case, no spaces), as the wizards do. */
function PlateField() {
  const intl = useIntl();
  const { onChange, ...field } = useStepField('plate');
  return (
    <TextField
      {...field}
      onChange={(event) => {
        event.target.value = normalisePlate(event.target.value);
        onChange(event);
      }}
      label={intl.formatMessage({ id: 'account.saved.form.plate' })}
      hint={intl.formatMessage({ id: 'account.saved.form.plateHint' })}
      autoComplete="off"
      maxLength={10}
      required
    />
  );
}

/**
 * Add or edit a car: the plate and tech passport as the vehicle wizards ask them, the model and year if the
 * customer wants. The label is asked when adding (Rename changes it later).
 */
export function VehicleForm({ vehicle, onSaved, onGone, onCancel }: VehicleFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [add] = useAddSavedVehicleMutation();
  const [update] = useUpdateSavedVehicleMutation();
  const fields = vehicle ? FIELDS.filter((f) => f !== 'label') : FIELDS;
  const { formError, clearFormError, refuse } = useRefusal('vehicle', fields, onGone);
  const title = vehicle
    ? intl.formatMessage({ id: 'account.saved.form.editVehicleTitle' }, { label: vehicle.label })
    : t('account.saved.form.newVehicleTitle');

  const submit = async (values: VehicleValues, helpers: FormikHelpers<VehicleValues>) => {
    clearFormError();
    if (vehicle) {
      const result = await update({ id: vehicle.id, change: vehicleChange(values) });
      if (result.data)
        return onSaved({ id: 'account.saved.vehicleSaved', values: { label: result.data.label } });
      return refuse(result.error, helpers);
    }
    const result = await add(vehicleInput(values));
    if (result.data) {
      const { item, existed } = result.data;
      return onSaved({
        id: existed ? 'account.saved.vehicleExisted' : 'account.saved.vehicleAdded',
        values: { label: item.label },
      });
    }
    return refuse(result.error, helpers);
  };

  return (
    <div className="account-saved-form">
      <StepForm<VehicleValues>
        initialValues={vehicle ? vehicleValues(vehicle) : blankVehicle()}
        schema={vehicleSchema()}
        onSubmit={submit}
        label={title}
      >
        {({ isSubmitting }) => (
          <div className="account-form">
            <FormTitle>{title}</FormTitle>
            {vehicle ? null : (
              <FormTextField
                name="label"
                label={t('account.saved.form.vehicleLabel')}
                hint={t('account.saved.form.vehicleLabelHint')}
                maxLength={MAX_LENGTH.label}
                autoComplete="off"
              />
            )}
            <PlateField />
            <div className="account-row">
              <FormMaskedField
                name="techSeries"
                mask="AAA"
                uppercase
                label={t('account.saved.form.techSeries')}
                autoComplete="off"
                placeholder="AAF"
                required
              />
              <FormMaskedField
                name="techNumber"
                mask="#######"
                inputMode="numeric"
                label={t('account.saved.form.techNumber')}
                autoComplete="off"
                placeholder="1234567"
                required
              />
            </div>
            <FormTextField
              name="model"
              label={t('account.saved.form.model')}
              hint={t('account.saved.form.optional')}
              maxLength={MAX_LENGTH.model}
              autoComplete="off"
            />
            <FormMaskedField
              name="year"
              mask="####"
              inputMode="numeric"
              label={t('account.saved.form.year')}
              hint={t('account.saved.form.optional')}
              autoComplete="off"
            />
            <FormEnd error={formError} busy={isSubmitting} onCancel={onCancel} />
          </div>
        )}
      </StepForm>
    </div>
  );
}
