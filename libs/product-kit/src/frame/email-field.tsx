import { useIntl } from 'react-intl';
import { TextField } from '@polis/ui';

export interface EmailFieldProps {
  readonly value: string;
  /** A message id, shown once the field was left or a save was tried. */
  readonly error: string | null;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/**
 * "E-mail for the policy (optional)": asked beside the consent, before an application is saved. The paid policy
 * (PDF) is mailed there in the page's language; never required, never kept on the device.
 */
export function EmailField({ value, error, onChange, onBlur }: EmailFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      id="kit-email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={254}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      label={intl.formatMessage({ id: 'kit.email' })}
      hint={intl.formatMessage({ id: 'kit.email.hint' })}
      error={error ? intl.formatMessage({ id: error }) : undefined}
    />
  );
}
