import '../payment.css';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SubscriptionInfo } from '@polis/api-contract';
import { CardSubscriptionFlow } from '../card/card-subscription-flow';

export interface ResubscribeCardProps {
  readonly contractId: number;
  /** The confirmed subscription: status 'active', auto-payment on with the new card. */
  readonly onDone?: (info: SubscriptionInfo) => void;
  readonly resendSeconds?: number;
}

/**
 * Turn auto-payment on again, or move it to another card, for a paid contract (spec 000 section 4):
 * step 1 card entry (`/web/subscription/resubscribe`), step 2 the SMS code (`/verify`). The old card stays
 * active until the new one is confirmed.
 */
export function ResubscribeCard({ contractId, onDone, resendSeconds }: ResubscribeCardProps) {
  const [done, setDone] = useState<SubscriptionInfo | null>(null);
  if (done)
    return (
      <p className="payment-step__success" role="status">
        <FormattedMessage id="payment.autoPayment.resubscribed" values={{ card: done.card_number ?? '' }} />
      </p>
    );
  return (
    <CardSubscriptionFlow
      mode="resubscribe"
      contractId={contractId}
      submitLabel={<FormattedMessage id="payment.card.getCode" />}
      resendSeconds={resendSeconds}
      onVerified={(info) => {
        setDone(info);
        onDone?.(info);
      }}
    />
  );
}
