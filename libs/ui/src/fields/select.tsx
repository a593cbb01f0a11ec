import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';
import { useFieldA11y, type FieldChromeProps } from './field-a11y';

export interface SelectOption {
  readonly value: string;
  /** Plain text: an <option> cannot hold markup, so translate with `intl.formatMessage`. */
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps
  extends FieldChromeProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  readonly options: readonly SelectOption[];
  /** First, empty choice ("Choose…"), selected while the value is empty. */
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker on mobile, full keyboard support everywhere. */
export function Select({
  label,
  hint,
  error,
  id,
  className,
  options,
  placeholder,
  required,
  ref,
  ...rest
}: SelectProps) {
  const a11y = useFieldA11y(id, hint, error, rest['aria-describedby']);
  return (
    <FieldShell
      {...a11y.shell}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <select
        ref={ref}
        required={required}
        className="polis-input polis-select"
        {...rest}
        {...a11y.controlProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
