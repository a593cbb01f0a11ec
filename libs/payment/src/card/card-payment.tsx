import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '@polis/ui';
import type { IssuedPolicy } from '../payment-types';
import { useCheckPaymentMutation } from '../payment-api';
import { notPaidCodeOf, type CheckKind } from '../model/check-request';
import { issuedPolicyFromCheck } from '../model/issued-policy';
import { checkFailureMessageId } from '../model/failure-messages';
import { CardSubscriptionFlow } from './card-subscription-flow';

export interface CardPaymentProps {
  readonly contractId: number;
  readonly orderId: string;
  readonly checkKind: CheckKind;
  readonly onPaid: (policy: IssuedPolicy) => void;
  readonly resendSeconds?: number;
}

/**
 * Pay with a card and subscribe it to auto-payment: the confirmed code pays the contract on the server, then
 * the usual check fetches the policy, marked so the download step shows the auto-payment status.
 */
export function CardPayment({ contractId, orderId, checkKind, onPaid, resendSeconds }: CardPaymentProps) {
  const [check, { isLoading }] = useCheckPaymentMutation();
  const [errorId, setErrorId] = useState<string | null>(null);

  const afterVerify = async () => {
    setErrorId(null);
    const result = await check({ kind: checkKind, contractId, orderId });
    if ('data' in result && result.data) {
      onPaid({
        ...issuedPolicyFromCheck(result.data),
        autoPaymentContractId: contractId,
        autoPaymentOrderId: orderId,
      });
      return;
    }
    setErrorId(checkFailureMessageId(result.error, notPaidCodeOf(checkKind)));
  };

  return (
    <div className="payment-panel">
      <p className="payment-step__hint">
        <FormattedMessage id="payment.card.lead" />
      </p>
      <CardSubscriptionFlow
        mode="pay"
        contractId={contractId}
        orderId={orderId}
        submitLabel={<FormattedMessage id="payment.card.getCode" />}
        onVerified={afterVerify}
        resendSeconds={resendSeconds}
      />
      {isLoading ? <Spinner label={<FormattedMessage id="payment.checking" />} showLabel /> : null}
      {errorId ? (
        <p className="payment-step__error" role="alert">
          <FormattedMessage id={errorId} />
        </p>
      ) : null}
    </div>
  );
}
