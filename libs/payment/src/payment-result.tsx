import './payment.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import { Button, Spinner } from '@polis/ui';
import { useCheckContractPaymentMutation, useConfirmInstallmentContractMutation } from './payment-api';
import type { IssuedPolicy } from './payment-types';
import type { PaymentOutcome } from './model/app-return-link';
import { issuedPolicyFromCheck } from './model/issued-policy';
import type { ProviderStatus } from './model/return-params';
import { PolicyDownload } from './policy-download';
import { orderRef } from './model/order-ref';

export interface PaymentResultProps {
  /** From the return URL: `thank-you/{contractId}?order_id=...` (the order id proves the customer's claim). */
  readonly contractId?: number;
  readonly orderId?: string;
  /** What the provider's return said; only picks the words when the check says not paid. */
  readonly providerStatus?: ProviderStatus | null;
  /** Told each time the outcome is known (the webview passes it on to the native app). */
  /** The check's outcome, with the policy once paid. */
  readonly onResult?: (outcome: PaymentOutcome, policy?: IssuedPolicy) => void;
  /** Quiet re-checks after "not paid", for providers that confirm a few seconds after the redirect. */
  readonly recheckMs?: number;
  readonly rechecks?: number;
  /** Uzum Nasiya's contract the buyer just confirmed (its web view's return): confirmed here before checking. */
  readonly uzumContractId?: number;
}

type State =
  | { readonly kind: 'checking' }
  | { readonly kind: 'paid'; readonly policy: IssuedPolicy }
  | { readonly kind: 'failed'; readonly messageId: string };

const RECHECK_MS = 4000;
const RECHECKS = 5;

/**
 * Where a provider's checkout sends the customer back: checks the contract at once and shows the policy, or
 * says plainly that the payment has not arrived (or the link names no payment we know), with a way to check
 * again. After "not paid" it re-checks a few times on its own: the message stays until the policy appears.
 */
export function PaymentResult({
  contractId,
  orderId,
  providerStatus = null,
  onResult,
  recheckMs = RECHECK_MS,
  rechecks = RECHECKS,
  uzumContractId,
}: PaymentResultProps) {
  const [check] = useCheckContractPaymentMutation();
  const [confirmInstallment] = useConfirmInstallmentContractMutation();
  const installmentAsked = useRef(false);
  const known = Boolean(orderId || contractId);
  const [state, setState] = useState<State>(() =>
    known ? { kind: 'checking' } : { kind: 'failed', messageId: 'payment.result.unknown' },
  );
  const [quietLeft, setQuietLeft] = useState(rechecks);
  const report = useRef(onResult);
  useEffect(() => {
    report.current = onResult;
  });

  const run = useCallback(
    async (quiet: boolean) => {
      if (!known) return;
      if (!quiet) setState({ kind: 'checking' });
      if (uzumContractId && contractId && !installmentAsked.current) {
        // Once: the shop's tab may have confirmed it already (then this answers so, and the check decides).
        installmentAsked.current = true;
        await confirmInstallment({
          uzum_contract_id: uzumContractId,
          neo_contract_id: contractId,
          ...orderRef(orderId),
        });
      }
      const result = await check({
        ...(orderId ? { order_id: orderId } : {}),
        ...(contractId ? { contract_id: contractId } : {}),
      });
      if ('data' in result && result.data) {
        const policy = issuedPolicyFromCheck(result.data);
        setState({ kind: 'paid', policy });
        report.current?.('paid', policy);
        return;
      }
      // A quiet re-check only ever waits on "not paid": it has nothing new to say until the policy comes.
      if (quiet) return;
      const error = 'error' in result ? result.error : undefined;
      const notPaid = isApiError(error) && error.status === 200 && error.code === 1;
      const notFound = isApiError(error) && error.status === 404;
      const notPaidId = providerStatus === 'failed' ? 'payment.result.failed' : 'payment.notPaid';
      setState({
        kind: 'failed',
        messageId: notPaid ? notPaidId : notFound ? 'payment.result.unknown' : apiErrorMessageId(error),
      });
      report.current?.(notPaid ? 'not_paid' : 'unknown');
    },
    [check, confirmInstallment, contractId, orderId, known, providerStatus, uzumContractId],
  );

  useEffect(() => {
    if (known) void run(false);
    else report.current?.('unknown');
  }, [run, known]);

  const waiting = state.kind === 'failed' && state.messageId !== 'payment.result.unknown';
  useEffect(() => {
    if (!waiting || quietLeft <= 0) return;
    const timer = setTimeout(() => {
      setQuietLeft((n) => n - 1);
      void run(true);
    }, recheckMs);
    return () => clearTimeout(timer);
  }, [waiting, quietLeft, recheckMs, run]);

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
      {waiting ? (
        <Button type="button" onClick={() => void run(false)}>
          <FormattedMessage id="payment.check" />
        </Button>
      ) : null}
    </div>
  );
}
