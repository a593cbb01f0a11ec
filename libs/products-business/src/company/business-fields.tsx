import { FormattedMessage, useIntl } from 'react-intl';
import { useField } from 'formik';
import { Button, TextField } from '@polis/ui';
import { useStepField } from '@polis/wizard-core';
import { formatPayroll } from './payroll';

/** An amount typed with spaces between thousands (`120 000 000`), or a count of whole units; the API gets the digits. */
export function AmountField({
  name,
  label,
  hint,
  maxLength,
}: {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly maxLength?: number;
}) {
  const field = useStepField(name);
  const [, , helpers] = useField<string>(name);
  return (
    <TextField
      {...field}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      required
      maxLength={maxLength}
      onChange={(event) => void helpers.setValue(formatPayroll(event.currentTarget.value))}
    />
  );
}

/** The end of a business form: why the last send failed (a message id), and the send button. */
export function SendButton({ failed, sending }: { readonly failed?: string; readonly sending: boolean }) {
  const intl = useIntl();
  return (
    <>
      {failed ? (
        <p role="alert">
          <FormattedMessage id={failed} />
        </p>
      ) : null}
      <Button type="submit" loading={sending} block>
        {intl.formatMessage({ id: sending ? 'business.form.sending' : 'business.form.submit' })}
      </Button>
    </>
  );
}
