import '../payment.css';
import { FormattedMessage } from 'react-intl';
import type { SubscriptionInfo } from '@polis/api-contract';
import { Spinner } from '@polis/ui';
import { useGetSubscriptionQuery } from '../payment-api';
import { orderRef } from '../model/order-ref';

export interface SubscriptionStatusProps {
  readonly contractId: number;
  /** The order id the save answered; the cabinet gives none (its session opens the holder's contracts). */
  readonly orderId?: string;
}

/** Spec 000 section 4: status 'active' means auto-payment is on. */
export const isAutoPaymentOn = (info: SubscriptionInfo | undefined): boolean => info?.status === 'active';

/** The auto-payment of a contract, as `/web/subscription/get` reports it. */
export function SubscriptionStatus({ contractId, orderId }: SubscriptionStatusProps) {
  const { data, isLoading, isError } = useGetSubscriptionQuery({
    contract_id: contractId,
    ...orderRef(orderId),
  });
  if (isLoading) return <Spinner size="sm" label={<FormattedMessage id="payment.autoPayment.loading" />} />;
  if (isError || !data)
    return (
      <p className="payment-step__hint">
        <FormattedMessage id="payment.autoPayment.unavailable" />
      </p>
    );
  const info = data.data;
  return (
    <p role="status" className={isAutoPaymentOn(info) ? 'payment-auto payment-auto--on' : 'payment-auto'}>
      <FormattedMessage id={`payment.autoPayment.status.${info.status}`} />
      {info.card_number && info.status !== 'inactive' ? (
        <>
          {' '}
          <FormattedMessage id="payment.autoPayment.card" values={{ card: info.card_number }} />
        </>
      ) : null}
    </p>
  );
}
