import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './fields.css';

export interface FieldShellProps {
  readonly controlId: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly hintId?: string;
  readonly error?: ReactNode;
  readonly errorId?: string;
  readonly required?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** Label above, control, then hint and error below: the one layout of every text-like field. */
export function FieldShell({
  controlId,
  label,
  hint,
  hintId,
  error,
  errorId,
  required,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cx('polis-field', errorId && 'polis-field--invalid', className)}>
      <label className="polis-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="polis-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hintId && (
        <p id={hintId} className="polis-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className="polis-field__error" role="alert">
      {children}
    </p>
  );
}
