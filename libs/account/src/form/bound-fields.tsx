import {
  DateField,
  MaskedField,
  Select,
  TextField,
  type DateFieldProps,
  type MaskedFieldProps,
  type SelectProps,
  type TextFieldProps,
} from '@polis/ui';
import { useStepField } from '@polis/wizard-core';

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'id'> & { readonly name: string };

/** UI kit fields bound to the form's Formik state, errors translated (keystrokes stay in Formik). */
export function FormTextField({ name, ...rest }: Bound<TextFieldProps>) {
  return <TextField {...rest} {...useStepField(name)} />;
}

export function FormMaskedField({ name, ...rest }: Bound<MaskedFieldProps>) {
  return <MaskedField {...rest} {...useStepField(name)} />;
}

export function FormDateField({ name, ...rest }: Bound<DateFieldProps>) {
  return <DateField {...rest} {...useStepField(name)} />;
}

export function FormSelect({ name, ...rest }: Bound<SelectProps>) {
  return <Select {...rest} {...useStepField(name)} />;
}
