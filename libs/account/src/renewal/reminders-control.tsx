import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox } from '@polis/ui';

export interface RemindersControlProps {
  /** Whether reminders are on: the server's last answer, else the offer's. */
  readonly enabled: boolean;
  /** What the last change did, said once it answered: `off` after the SMS's stop link too. */
  readonly changed: boolean | null;
  readonly errorId: string | null;
  readonly busy: boolean;
  readonly onChange: (enabled: boolean) => void;
}

/** "Remind me before my policy ends": a checkbox, and after the stop link a plain sentence and a way back. */
export function RemindersControl({ enabled, changed, errorId, busy, onChange }: RemindersControlProps) {
  const intl = useIntl();
  return (
    <section className="account-card account-section" aria-labelledby="renewal-reminders">
      <h2 id="renewal-reminders" className="account-section__title">
        <FormattedMessage id="account.renewal.reminders.title" />
      </h2>
      {changed !== null ? (
        <p className={changed ? 'account-success' : 'account-muted'} role="status">
          <FormattedMessage id={changed ? 'account.renewal.reminders.on' : 'account.renewal.reminders.off'} />
        </p>
      ) : null}
      <Checkbox
        id="renewal-reminders-switch"
        checked={enabled}
        disabled={busy}
        onChange={(e) => onChange(e.target.checked)}
        label={intl.formatMessage({ id: 'account.renewal.reminders.label' })}
        hint={intl.formatMessage({ id: 'account.renewal.reminders.hint' })}
      />
      {changed === false && !enabled ? (
        <Button variant="secondary" onClick={() => onChange(true)} loading={busy}>
          <FormattedMessage id="account.renewal.reminders.turnOn" />
        </Button>
      ) : null}
      {errorId ? (
        <p className="account-error" role="alert">
          <FormattedMessage id="account.renewal.reminders.failed" /> <FormattedMessage id={errorId} />
        </p>
      ) : null}
    </section>
  );
}
