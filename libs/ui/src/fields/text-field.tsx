import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell } from './field-shell';
import { useFieldA11y, type FieldChromeProps } from './field-a11y';

export interface TextFieldProps
  extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled text input. Spread Formik's `getFieldProps(name)` into it and pass `error` when it should show. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  type = 'text',
  required,
  ref,
  ...rest
}: TextFieldProps) {
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
      <input
        ref={ref}
        type={type}
        required={required}
        className="polis-input"
        {...rest}
        {...a11y.controlProps}
      />
    </FieldShell>
  );
}
