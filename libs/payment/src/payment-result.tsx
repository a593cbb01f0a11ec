import './payment.css';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import { Button, Spinner } from '@polis/ui';
import { useCheckContractPaymentMutation } from './payment-api';
import type { IssuedPolicy } from './payment-types';
import { PolicyDownload } from './policy-download';

export interface PaymentResultProps {
  /** From the return URL: `thank-you/{contractId}?order_id=...` (the order id proves the customer's claim). */
  readonly contractId?: number;
  readonly orderId?: string;
}

type State =
  | { readonly kind: 'checking' }
  | { readonly kind: 'paid'; readonly policy: IssuedPolicy }
  | { readonly kind: 'failed'; readonly messageId: string };

/**
 * Where a provider's checkout sends the customer back: checks the contract at once and shows the policy, or
 * says the payment has not arrived yet with a way to check again (payment providers confirm within seconds).
 */
export function PaymentResult({ contractId, orderId }: PaymentResultProps) {
  const [check] = useCheckContractPaymentMutation();
  const [state, setState] = useState<State>(() =>
    orderId || contractId ? { kind: 'checking' } : { kind: 'failed', messageId: 'payment.result.unknown' },
  );

  const run = useCallback(async () => {
    if (!orderId && !contractId) return;
    setState({ kind: 'checking' });
    const result = await check({
      ...(orderId ? { order_id: orderId } : {}),
      ...(contractId ? { contract_id: contractId } : {}),
    });
    if ('data' in result && result.data) {
      const d = result.data;
      setState({ kind: 'paid', policy: { series: d.polis_seria, number: d.polis_number, url: d.url } });
      return;
    }
    const error = 'error' in result ? result.error : undefined;
    const notPaid = isApiError(error) && error.code === 1;
    const notFound = isApiError(error) && error.status === 404;
    setState({
      kind: 'failed',
      messageId: notPaid ? 'payment.notPaid' : notFound ? 'payment.result.unknown' : apiErrorMessageId(error),
    });
  }, [check, contractId, orderId]);

  useEffect(() => {
    void run();
  }, [run]);

  if (state.kind === 'checking')
    return (
      <div className="payment-result">
        <Spinner label={<FormattedMessage id="payment.checking" />} showLabel />
      </div>
    );
  if (state.kind === 'paid') return <PolicyDownload policy={state.policy} />;
  return (
    <div className="payment-result">
      <p className="payment-step__error" role="alert">
        <FormattedMessage id={state.messageId} />
      </p>
      {state.messageId !== 'payment.result.unknown' ? (
        <Button type="button" onClick={() => void run()}>
          <FormattedMessage id="payment.check" />
        </Button>
      ) : null}
    </div>
  );
}
