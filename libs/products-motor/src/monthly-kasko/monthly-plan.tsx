import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MonthlyKaskoPlanResponse } from '@polis/api-contract';
import { FormattedPrice } from '@polis/i18n';
import { Button } from '@polis/ui';
import { useGetMonthlyKaskoPlanMutation } from './api/monthly-kasko-api';

export interface MonthlyPlanProps {
  readonly contractId: number;
  readonly orderId: string;
}

/** The plan after purchase: next charge date (or the lapse), the card and every month's charge. */
export function MonthlyPlan({ contractId, orderId }: MonthlyPlanProps) {
  const intl = useIntl();
  const [load, { isLoading }] = useGetMonthlyKaskoPlanMutation();
  const [plan, setPlan] = useState<MonthlyKaskoPlanResponse | null>(null);
  const refresh = useCallback(async () => {
    const result = await load({ contract_id: contractId, order_id: orderId });
    if ('data' in result && result.data) setPlan(result.data);
  }, [load, contractId, orderId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  if (!plan) return null;
  const title = intl.formatMessage({ id: 'monthlyKasko.plan.title' });
  return (
    <section className="kit-summary" aria-label={title}>
      <h2 className="kit-summary__title">{title}</h2>
      <p role="status">
        {plan.status === 'lapsed' ? (
          <FormattedMessage id="monthlyKasko.plan.lapsed" values={{ date: plan.paid_through }} />
        ) : plan.next_charge_date ? (
          <FormattedMessage
            id="monthlyKasko.plan.next"
            values={{ date: plan.next_charge_date, amount: <FormattedPrice amount={plan.amount_uzs} /> }}
          />
        ) : (
          <FormattedMessage id="monthlyKasko.plan.noAutoPayment" />
        )}
      </p>
      {plan.paid_through ? (
        <p>
          <FormattedMessage
            id="monthlyKasko.plan.paidThrough"
            values={{ date: plan.paid_through, months: plan.periods_paid }}
          />
        </p>
      ) : null}
      {plan.card_number ? (
        <p>
          <FormattedMessage id="monthlyKasko.plan.card" values={{ card: plan.card_number }} />
        </p>
      ) : null}
      <table>
        <caption>{intl.formatMessage({ id: 'monthlyKasko.plan.history' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'monthlyKasko.plan.month' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'monthlyKasko.plan.date' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'monthlyKasko.plan.result' })}</th>
          </tr>
        </thead>
        <tbody>
          {plan.history.map((charge) => (
            <tr key={`${charge.period}-${charge.attempt}`}>
              <td>{charge.period}</td>
              <td>{intl.formatDate(charge.at, { timeZone: 'Asia/Tashkent' })}</td>
              <td>{intl.formatMessage({ id: `monthlyKasko.charge.${charge.status}` })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button type="button" variant="secondary" loading={isLoading} onClick={() => void refresh()}>
        <FormattedMessage id="monthlyKasko.plan.refresh" />
      </Button>
    </section>
  );
}
