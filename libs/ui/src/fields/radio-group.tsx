import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode } from 'react';
import { cx } from '../class-names';
import { FieldError } from './field-shell';
import { hasError } from './field-a11y';
import './fields.css';

export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps {
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption[];
  /** Controlled value; leave out and use `defaultValue` for an uncontrolled group. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onChange?: ChangeEventHandler<HTMLInputElement>;
  readonly onBlur?: FocusEventHandler<HTMLInputElement>;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** `cards` draws each choice as a bordered tile (plan or product choices). */
  readonly appearance?: 'list' | 'inline' | 'cards';
  readonly className?: string;
}

/**
 * Native radios in a fieldset: one Tab stop for the group, arrow keys move and select, as browsers do.
 * `onChange` receives the input's change event, so Formik's `handleChange` fits directly.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  hint,
  error,
  required,
  disabled,
  appearance = 'list',
  className,
}: RadioGroupProps) {
  const base = `polis-${useId()}`;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = hasError(error) ? `${base}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={cx(
        'polis-radio-group',
        `polis-radio-group--${appearance}`,
        errorId && 'polis-radio-group--invalid',
        className,
      )}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="polis-field__label">
        {legend}
        {required && (
          <span className="polis-field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {hintId && (
        <p id={hintId} className="polis-field__hint">
          {hint}
        </p>
      )}
      <div className="polis-radio-group__options">
        {options.map((option, index) => {
          const optionId = `${base}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className="polis-radio">
              <input
                id={optionId}
                type="radio"
                className="polis-check__input"
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={value === undefined ? defaultValue === option.value : undefined}
                onChange={onChange}
                onBlur={onBlur}
                required={required}
                disabled={option.disabled}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={optionHintId}
              />
              <span className="polis-radio__text">
                <label htmlFor={optionId} className="polis-radio__label">
                  {option.label}
                </label>
                {optionHintId && (
                  <span id={optionHintId} className="polis-radio__hint">
                    {option.hint}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
