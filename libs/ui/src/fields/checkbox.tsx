import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../class-names';
import { FieldError } from './field-shell';
import { useFieldA11y } from './field-a11y';
import './fields.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label to the right; the whole label is the touch target. */
export function Checkbox({ label, hint, error, id, className, ref, ...rest }: CheckboxProps) {
  const a11y = useFieldA11y(id, hint, error, rest['aria-describedby']);
  const { controlId, hintId, errorId } = a11y.shell;
  return (
    <div className={cx('polis-check', errorId && 'polis-check--invalid', className)}>
      <div className="polis-check__row">
        <input ref={ref} type="checkbox" className="polis-check__input" {...rest} {...a11y.controlProps} />
        <label className="polis-check__label" htmlFor={controlId}>
          {label}
        </label>
      </div>
      {hintId && (
        <p id={hintId} className="polis-field__hint polis-check__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
