import { FormattedMessage } from 'react-intl';
import { formatDate } from '@polis/i18n';

/** `12.11.2025 – 11.11.2026` (the last day is included). */
export function PolicyPeriod({ from, to }: { from: string; to: string }) {
  return (
    <FormattedMessage
      id="account.policy.periodValue"
      values={{
        from: <span className="account-nowrap">{formatDate(from)}</span>,
        to: <span className="account-nowrap">{formatDate(to)}</span>,
      }}
    />
  );
}
