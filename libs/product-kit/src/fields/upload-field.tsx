import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { useStepField } from '@polis/wizard-core';
import { isUpload, toUpload } from './upload-rules';

export interface UploadFieldProps {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly accept: string;
}

/** A file input bound to the step's form: the chosen file's name, or the translated error. */
export function UploadField({ name, label, hint, accept }: UploadFieldProps) {
  const intl = useIntl();
  const { setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const field = useStepField(name);
  const value: unknown = field.value;
  const hintId = `${field.id}-hint`;
  const errorId = `${field.id}-error`;
  return (
    <div className="upload-field">
      <label htmlFor={field.id}>{label}</label>
      <input
        id={field.id}
        name={name}
        type="file"
        accept={accept}
        aria-describedby={field.error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={field.error ? true : undefined}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          await setFieldValue(name, file ? toUpload(file) : undefined, true);
          await setFieldTouched(name, true, false);
        }}
      />
      <p id={hintId} className="upload-field__hint">
        {isUpload(value) ? intl.formatMessage({ id: 'upload.chosen' }, { name: value.fileName }) : hint}
      </p>
      {field.error ? (
        <p id={errorId} role="alert" className="upload-field__error">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
