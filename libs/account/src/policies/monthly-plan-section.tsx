import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetPolicyDetail } from '@polis/api-contract';
import { FormattedPrice } from '@polis/i18n';

type Monthly = NonNullable<CabinetPolicyDetail['monthly']>;

/** Monthly mini KASKO in the cabinet: the next charge date (or the lapse) and every month's charge. */
export function MonthlyPlanSection({ monthly }: { monthly: Monthly }) {
  const intl = useIntl();
  return (
    <section className="account-card account-section" aria-labelledby="account-monthly-title">
      <h2 id="account-monthly-title" className="account-section__title">
        <FormattedMessage id="account.monthly.title" />
      </h2>
      <p role="status">
        {monthly.status === 'lapsed' ? (
          <FormattedMessage id="account.monthly.lapsed" values={{ date: monthly.paid_through }} />
        ) : monthly.next_charge_date ? (
          <FormattedMessage
            id="account.monthly.next"
            values={{
              date: monthly.next_charge_date,
              amount: <FormattedPrice amount={monthly.amount_uzs} />,
            }}
          />
        ) : (
          <FormattedMessage id="account.monthly.off" />
        )}
      </p>
      <table className="account-table">
        <caption>{intl.formatMessage({ id: 'account.monthly.history' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'account.monthly.month' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'account.monthly.date' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'account.monthly.result' })}</th>
          </tr>
        </thead>
        <tbody>
          {monthly.history.map((charge) => (
            <tr key={`${charge.period}-${charge.attempt}`}>
              <td>{charge.period}</td>
              <td>{intl.formatDate(charge.at, { timeZone: 'Asia/Tashkent' })}</td>
              <td>
                {intl.formatMessage({
                  id: ['charged', 'declined', 'expired'].includes(charge.status)
                    ? `account.monthly.${charge.status}`
                    : 'account.monthly.processing',
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
