import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly label: ReactNode;
  readonly error?: ReactNode;
}

/**
 * The UI kit has no multi-line field yet; this one wears the kit's field classes so it looks and reads like
 * its TextField (error first in aria-describedby, error announced).
 */
export function TextArea({ label, error, ...area }: TextAreaProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'polis-field polis-field--invalid' : 'polis-field'}>
      <label className="polis-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        rows={5}
        {...area}
        id={id}
        className="polis-input content-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      {error ? (
        <p id={errorId} className="polis-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
