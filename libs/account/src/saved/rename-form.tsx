import { useIntl } from 'react-intl';
import type { FormikHelpers } from 'formik';
import { FormTextField, StepForm } from '@polis/wizard-core';
import { useUpdateSavedPersonMutation, useUpdateSavedVehicleMutation } from './saved-api';
import { FormEnd, FormTitle, useRefusal, type SavedFormEnd } from './saved-form-parts';
import type { SavedKind } from './saved-refusals';
import { labelSchema, MAX_LENGTH, type LabelValues } from './saved.schema';

export interface RenameFormProps extends SavedFormEnd {
  readonly kind: SavedKind;
  readonly id: number;
  readonly label: string;
}

const FIELDS = ['label'];

/** Rename: the customer's own name for a person or car ("Mum", "Work car"), nothing else changes. */
export function RenameForm({ kind, id, label, onSaved, onGone, onCancel }: RenameFormProps) {
  const intl = useIntl();
  const [updatePerson] = useUpdateSavedPersonMutation();
  const [updateVehicle] = useUpdateSavedVehicleMutation();
  const { formError, clearFormError, refuse } = useRefusal(kind, FIELDS, onGone);
  const title = intl.formatMessage({ id: 'account.saved.form.renameTitle' }, { label });

  const submit = async (values: LabelValues, helpers: FormikHelpers<LabelValues>) => {
    clearFormError();
    const change = { label: values.label.trim() };
    const result =
      kind === 'person' ? await updatePerson({ id, change }) : await updateVehicle({ id, change });
    if (result.data) return onSaved({ id: 'account.saved.renamed', values: { label: result.data.label } });
    return refuse(result.error, helpers);
  };

  return (
    <div className="account-saved-form">
      <StepForm<LabelValues> initialValues={{ label }} schema={labelSchema} onSubmit={submit} label={title}>
        {({ isSubmitting }) => (
          <div className="account-form">
            <FormTitle>{title}</FormTitle>
            <FormTextField
              name="label"
              label={intl.formatMessage({ id: 'account.saved.form.newLabel' })}
              maxLength={MAX_LENGTH.label}
              autoComplete="off"
              required
            />
            <FormEnd error={formError} busy={isSubmitting} onCancel={onCancel} />
          </div>
        )}
      </StepForm>
    </div>
  );
}
