import { MaskedField, TextField, type MaskedFieldProps, type TextFieldProps } from '@polis/ui';
import { useStepField } from '@polis/wizard-core';

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error'> & { readonly name: string };

/**
 * UI kit fields bound to the surrounding Formik form, errors translated (keystrokes stay in Formik). `id`
 * overrides the field's default `field-<name>` where two forms of the page share a field name.
 */
export function FormMaskedField({ name, id, ...rest }: Bound<MaskedFieldProps>) {
  const field = useStepField(name);
  return <MaskedField {...rest} {...field} id={id ?? field.id} />;
}

export function FormTextField({ name, id, ...rest }: Bound<TextFieldProps>) {
  const field = useStepField(name);
  return <TextField {...rest} {...field} id={id ?? field.id} />;
}
