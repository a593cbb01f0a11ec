import { useIntl } from 'react-intl';
import { FormDateField } from '@polis/wizard-core';

/** The policy's start date (`startDate`) with the product's label and hint message ids. */
export function StartDateField({ label, hint }: { readonly label: string; readonly hint: string }) {
  const intl = useIntl();
  return (
    <FormDateField
      name="startDate"
      label={intl.formatMessage({ id: label })}
      hint={intl.formatMessage({ id: hint })}
      required
    />
  );
}
