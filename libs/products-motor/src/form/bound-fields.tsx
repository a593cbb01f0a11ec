import { useField } from 'formik';
import {
  Checkbox,
  DateField,
  MaskedField,
  TextField,
  type CheckboxProps,
  type DateFieldProps,
  type MaskedFieldProps,
  type TextFieldProps,
} from '@polis/ui';
import { useStepField } from '@polis/wizard-core';

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'id'> & { readonly name: string };

/** UI kit fields bound to the step's Formik state, errors translated (keystrokes stay in Formik). */
export function FormTextField({ name, ...rest }: Bound<TextFieldProps>) {
  return <TextField {...rest} {...useStepField(name)} />;
}

export function FormMaskedField({ name, ...rest }: Bound<MaskedFieldProps>) {
  return <MaskedField {...rest} {...useStepField(name)} />;
}

export function FormDateField({ name, ...rest }: Bound<DateFieldProps>) {
  return <DateField {...rest} {...useStepField(name)} />;
}

export function FormCheckbox({ name, ...rest }: Bound<Omit<CheckboxProps, 'checked'>>) {
  const [{ value, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  return <Checkbox {...rest} {...field} id={`field-${name.replace(/\W+/g, '-')}`} checked={!!value} />;
}
