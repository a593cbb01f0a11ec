import '../payment.css';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@polis/ui';
import { useGetSubscriptionQuery } from '../payment-api';
import { CancelAutoPayment } from './cancel-auto-payment';
import { ResubscribeCard } from './resubscribe-card';
import { isAutoPaymentOn, SubscriptionStatus } from './subscription-status';

export interface AutoPaymentManagerProps {
  readonly contractId: number;
}

/**
 * The cabinet's auto-payment block for one policy: its status, then "turn off" (with a confirmation) when
 * it is on, and "turn on" / "change card" (card, then SMS code). Status refreshes after each change.
 */
export function AutoPaymentManager({ contractId }: AutoPaymentManagerProps) {
  const { data } = useGetSubscriptionQuery({ contract_id: contractId });
  const [changing, setChanging] = useState(false);
  const info = data?.data;
  const on = isAutoPaymentOn(info);
  return (
    <div className="payment-auto-manager">
      <SubscriptionStatus contractId={contractId} />
      {changing ? (
        <ResubscribeCard contractId={contractId} onDone={() => setChanging(false)} />
      ) : info ? (
        <div className="payment-form__actions">
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            <FormattedMessage id={on ? 'payment.autoPayment.changeCard' : 'payment.autoPayment.turnOn'} />
          </Button>
          {on && info.subscription_id ? <CancelAutoPayment subscriptionId={info.subscription_id} /> : null}
        </div>
      ) : null}
    </div>
  );
}
