import { useState, type DragEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { useFileSize } from '@polis/ui';
import { UploadPreview } from './upload-preview';
import { isUpload, MAX_UPLOAD_BYTES, toUpload } from './upload-rules';

export interface UploadFieldProps {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly accept: string;
}

type Raw = string | { id: string; values?: Record<string, string | number> } | undefined;

/**
 * A file picker bound to the step's form: a real `<input type=file>` (keyboard and screen readers as usual)
 * behind a button-like label, a drop zone, the chosen file with its thumbnail, name, size and a Remove button,
 * and a refusal (the schema's or the server's) that names the file and says why.
 */
export function UploadField({ name, label, hint, accept }: UploadFieldProps) {
  const intl = useIntl();
  const { setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const [field, meta] = useField<unknown>(name);
  const [dragging, setDragging] = useState(false);
  const size = useFileSize();
  const value = isUpload(field.value) ? field.value : undefined;
  const id = `field-${name.replace(/\W+/g, '-')}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const raw = meta.touched ? (meta.error as Raw) : undefined;
  // The refusal's words take the file's name and size: the schema and the error table give only the reason.
  const fileValues = value
    ? { name: value.fileName, size: size(value.size), limit: size(MAX_UPLOAD_BYTES) }
    : { name: '', size: '', limit: size(MAX_UPLOAD_BYTES) };
  const error =
    raw === undefined
      ? undefined
      : typeof raw === 'string'
        ? intl.formatMessage({ id: raw }, fileValues)
        : intl.formatMessage({ id: raw.id }, { ...fileValues, ...raw.values });

  const choose = async (file: File | undefined) => {
    await setFieldValue(name, file ? toUpload(file) : undefined, true);
    await setFieldTouched(name, true, false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  return (
    <div className={`upload-field${error ? ' upload-field--invalid' : ''}`}>
      <label htmlFor={id} className="upload-field__label">
        {label}
      </label>
      <div
        className={`upload-field__zone${dragging ? ' upload-field__zone--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="upload-field__input"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={async (event) => {
            const input = event.currentTarget;
            await choose(input.files?.[0]);
            // The same file chosen again after Remove is a change too.
            input.value = '';
          }}
        />
        <label htmlFor={id} className="upload-field__button">
          {intl.formatMessage({ id: value ? 'upload.replace' : 'upload.choose' })}
        </label>
        <span className="upload-field__drop" aria-hidden="true">
          {intl.formatMessage({ id: 'upload.drop' })}
        </span>
      </div>
      {value ? <UploadPreview upload={value} onRemove={() => void choose(undefined)} /> : null}
      <p id={hintId} className="upload-field__hint">
        {hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="upload-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
