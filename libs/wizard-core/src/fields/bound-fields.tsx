import type { ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
import {
  Checkbox,
  DateField,
  MaskedField,
  PHONE_MASK,
  RadioGroup,
  Select,
  TextField,
  type CheckboxProps,
  type DateFieldProps,
  type MaskedFieldProps,
  type RadioGroupProps,
  type SelectProps,
  type TextFieldProps,
} from '@polis/ui';
import { useStepField } from '../step-form';

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error'> & { readonly name: string };
type Numeric = { readonly numeric?: boolean };

/**
 * UI kit fields bound to the surrounding Formik form, errors translated (keystrokes stay in Formik).
 * `id` overrides the default `field-<name>` where two forms of one page share a field name.
 */
export function FormTextField({ name, id, ...rest }: Bound<TextFieldProps>) {
  const field = useStepField(name);
  return <TextField {...rest} {...field} id={id ?? field.id} />;
}

export function FormMaskedField({ name, id, ...rest }: Bound<MaskedFieldProps>) {
  const field = useStepField(name);
  return <MaskedField {...rest} {...field} id={id ?? field.id} />;
}

/** `+998 90 123 45 67`: the prefix is fixed, the customer types nine digits. */
export function FormPhoneField({ name, id, ...rest }: Bound<Omit<MaskedFieldProps, 'mask'>>) {
  const field = useStepField(name);
  return (
    <MaskedField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...rest}
      {...field}
      mask={PHONE_MASK}
      id={id ?? field.id}
    />
  );
}

export function FormDateField({ name, id, ...rest }: Bound<DateFieldProps>) {
  const field = useStepField(name);
  return <DateField {...rest} {...field} id={id ?? field.id} />;
}

/** A choice's field; `numeric` keeps a number in the form (a program or period id), not the option's text. */
function useChoiceField(name: string, numeric: boolean) {
  const { setFieldValue } = useFormikContext();
  const field = useStepField(name);
  const onChange = (e: { readonly target: { readonly value: string } }) =>
    void setFieldValue(name, numeric ? Number(e.target.value) : e.target.value);
  return { ...field, value: String(field.value ?? ''), onChange };
}

export function FormSelect({ name, id, numeric = false, ...rest }: Bound<SelectProps> & Numeric) {
  const field = useChoiceField(name, numeric);
  return <Select {...rest} {...field} id={id ?? field.id} />;
}

export function FormRadioGroup({
  name,
  numeric = false,
  ...rest
}: Omit<Bound<RadioGroupProps>, 'defaultValue'> & Numeric) {
  const { id: _id, ...field } = useChoiceField(name, numeric);
  return <RadioGroup {...rest} {...field} />;
}

export function FormCheckbox({ name, id, ...rest }: Bound<Omit<CheckboxProps, 'checked'>>) {
  const [{ value, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  return <Checkbox {...rest} {...field} id={id ?? `field-${name.replace(/\W+/g, '-')}`} checked={!!value} />;
}

export interface FormCheckboxGroupProps {
  readonly name: string;
  readonly legend: string;
  readonly options: readonly {
    readonly value: string;
    readonly label: ReactNode;
    readonly hint?: ReactNode;
  }[];
  readonly className?: string;
}

/** Several options at once: the field holds the chosen values (strings); the group's error shows under it. */
export function FormCheckboxGroup({ name, legend, options, className }: FormCheckboxGroupProps) {
  const { value, error, id, onBlur } = useStepField(name);
  const { setFieldValue } = useFormikContext();
  const chosen: string[] = Array.isArray(value) ? value : [];
  const toggle = (option: string, on: boolean) =>
    void setFieldValue(name, on ? [...chosen, option] : chosen.filter((v) => v !== option));
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          id={`${id}-${option.value}`}
          name={name}
          label={option.label}
          hint={option.hint}
          checked={chosen.includes(option.value)}
          onBlur={onBlur}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      ))}
      {error ? (
        <p id={`${id}-error`} className="polis-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
