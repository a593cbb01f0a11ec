import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox, Spinner } from '@polis/ui';
import { FormError } from '../common/form-error';
import { cabinetErrorMessage, type MessageRef } from '../model/cabinet-errors';
import { useGetCabinetRemindersQuery, useSetCabinetRemindersMutation } from './reminders-api';

/**
 * "Renewal reminders by SMS" for the logged-in phone: an SMS 14 and 3 days before a policy ends, with its
 * one-tap renewal link. Saved on each change; what changed is said beside it, a failure too (the box keeps
 * the server's state).
 */
export function RemindersSetting() {
  const intl = useIntl();
  const { data, isError, error, refetch } = useGetCabinetRemindersQuery();
  const [save, { isLoading: saving }] = useSetCabinetRemindersMutation();
  const [pending, setPending] = useState<boolean | null>(null);
  const [said, setSaid] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<MessageRef | null>(null);

  const change = async (enabled: boolean) => {
    setPending(enabled);
    setSaid(null);
    setFailure(null);
    const result = await save(enabled);
    setPending(null);
    if ('data' in result && typeof result.data === 'boolean') setSaid(result.data);
    else setFailure(cabinetErrorMessage(result.error));
  };

  return (
    <section className="account-card account-section account-narrow" aria-labelledby="account-reminders">
      <h2 id="account-reminders" className="account-section__title">
        <FormattedMessage id="account.reminders.title" />
      </h2>
      {isError ? (
        // Said with the page's own form error (not the lists' LoadError): this chunk stays the profile's.
        <div className="account-actions">
          <FormError error={cabinetErrorMessage(error)} />
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </div>
      ) : data === undefined ? (
        <Spinner size="sm" label={<FormattedMessage id="account.reminders.loading" />} />
      ) : (
        <Checkbox
          id="account-reminders-switch"
          checked={pending ?? data}
          disabled={saving}
          onChange={(e) => void change(e.target.checked)}
          label={intl.formatMessage({ id: 'account.reminders.label' })}
          hint={intl.formatMessage({ id: 'account.reminders.hint' })}
        />
      )}
      {said !== null ? (
        <p className="account-success" role="status">
          <FormattedMessage id={said ? 'account.reminders.on' : 'account.reminders.off'} />
        </p>
      ) : null}
      <FormError error={failure} />
    </section>
  );
}
