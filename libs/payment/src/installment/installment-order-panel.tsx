import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '@polis/i18n';
import { Button } from '@polis/ui';
import type { InstallmentOrder } from '../model/installment-state';

export interface InstallmentOrderPanelProps {
  readonly order: InstallmentOrder;
  readonly confirming: boolean;
  readonly onConfirm: () => void;
  /** Uzum Nasiya's page opens in this view (the native apps' webview), never a new one. */
  readonly sameView?: boolean;
}

/** While the buyer confirms the order on Uzum Nasiya's page (opened in a new window). */
export function InstallmentOrderPanel({
  order,
  confirming,
  onConfirm,
  sameView = false,
}: InstallmentOrderPanelProps) {
  const intl = useIntl();
  const monthly = intl.formatMessage(
    { id: 'i18n.price.uzs', defaultMessage: '{amount} UZS' },
    { amount: formatPrice(order.monthlyAmount) },
  );
  return (
    <div className="payment-panel" aria-labelledby="payment-installment-order-title">
      <h3 id="payment-installment-order-title" className="payment-panel__title">
        <FormattedMessage id="payment.installment.orderTitle" />
      </h3>
      <p className="payment-step__hint">
        <FormattedMessage id="payment.installment.orderLead" values={{ monthly, count: order.period }} />
      </p>
      <a
        className="payment-step__link"
        href={order.webviewPath}
        {...(sameView ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        <FormattedMessage id="payment.installment.openAgain" />
      </a>
      <Button onClick={onConfirm} loading={confirming} block>
        <FormattedMessage id="payment.installment.confirm" />
      </Button>
      {order.error ? (
        <p className="payment-step__error" role="alert">
          <FormattedMessage id={order.error} />
        </p>
      ) : null}
    </div>
  );
}
