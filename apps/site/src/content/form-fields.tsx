import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './content-types';

interface FieldProps {
  readonly label: MessageId;
  readonly hint?: MessageId;
  readonly error?: MessageId;
}

interface ControlAria {
  readonly id: string;
  readonly 'aria-invalid'?: true;
  readonly 'aria-describedby'?: string;
}

/** Label, hint and error of one control, tied to it with aria-describedby. */
function Field({ label, hint, error, children }: FieldProps & { children: (aria: ControlAria) => ReactNode }) {
  const intl = useIntl();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className="content-field">
      <label htmlFor={id}>{intl.formatMessage({ id: label })}</label>
      {hint ? (
        <p id={hintId} className="content-field__hint">
          {intl.formatMessage({ id: hint })}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p id={errorId} className="content-field__error">
          {intl.formatMessage({ id: error })}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ label, hint, error, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(aria) => <input {...input} {...aria} />}
    </Field>
  );
}

export function TextArea({ label, hint, error, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(aria) => <textarea rows={5} {...area} {...aria} />}
    </Field>
  );
}

export interface Choice {
  readonly value: string;
  readonly label: MessageId;
}

/** A required single-choice question: a fieldset of radios with its error announced through the group. */
export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: MessageId;
  choices: readonly Choice[];
  value: string;
  error?: MessageId;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <fieldset className="content-choices" aria-describedby={error ? errorId : undefined}>
      <legend>{intl.formatMessage({ id: legend })}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="content-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(choice.value)}
          />
          <span>{intl.formatMessage({ id: choice.label })}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="content-field__error">
          {intl.formatMessage({ id: error })}
        </p>
      ) : null}
    </fieldset>
  );
}
