import './payment.css';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError, apiErrorMessageId } from '@polis/api-client';
import { Button, Price } from '@polis/ui';
import { useCheckContractPaymentMutation } from './payment-api';
import type { IssuedPolicy, SavedContract } from './payment-types';

export interface PaymentStepProps {
  readonly contract: SavedContract;
  /** The price the customer saw before saving; a different server amount is pointed out. */
  readonly quotedAmountUzs?: number;
  readonly onPaid: (policy: IssuedPolicy) => void;
}

/** Spec 000 section 8: the check's `error: 1` means the provider has not confirmed the payment yet. */
const NOT_PAID = 1;

/**
 * The basic payment step: the server's amount, the Payme and Click checkout links (they open in a new tab,
 * so the wizard stays here), and "check payment": not paid keeps the user on the step with payment_not_made,
 * paid hands the policy to the product.
 */
export function PaymentStep({ contract, quotedAmountUzs, onPaid }: PaymentStepProps) {
  const intl = useIntl();
  const [check, { isLoading }] = useCheckContractPaymentMutation();
  const [errorId, setErrorId] = useState<string | null>(null);
  const changed = quotedAmountUzs !== undefined && quotedAmountUzs !== contract.amountUzs;

  const onCheck = async () => {
    setErrorId(null);
    const result = await check({ order_id: contract.orderId, contract_id: contract.contractId });
    if ('data' in result && result.data) {
      onPaid({ series: result.data.polis_seria, number: result.data.polis_number, url: result.data.url });
      return;
    }
    const error = 'error' in result ? result.error : undefined;
    setErrorId(isApiError(error) && error.code === NOT_PAID ? 'payment.notPaid' : apiErrorMessageId(error));
  };

  return (
    <section className="payment-step" aria-labelledby="payment-step-title">
      <h2 id="payment-step-title" className="payment-step__title">
        <FormattedMessage id="payment.title" />
      </h2>
      <div className="payment-step__amount">
        <span>
          <FormattedMessage id="payment.amount" />
        </span>
        <Price amount={contract.amountUzs} oldAmount={changed ? quotedAmountUzs : undefined} size="lg" />
      </div>
      {changed ? (
        <p className="payment-step__notice" role="status">
          <FormattedMessage id="payment.amountChanged" />
        </p>
      ) : null}
      <p className="payment-step__order">
        <FormattedMessage id="payment.order" values={{ order: contract.orderId }} />
      </p>
      <p>
        <FormattedMessage id="payment.choose" />
      </p>
      <ul className="payment-step__providers">
        <li>
          <a
            className="payment-step__provider"
            href={contract.paymeUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FormattedMessage id="payment.payWith" values={{ provider: 'Payme' }} />
          </a>
        </li>
        <li>
          <a
            className="payment-step__provider"
            href={contract.clickUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FormattedMessage id="payment.payWith" values={{ provider: 'Click' }} />
          </a>
        </li>
      </ul>
      <p className="payment-step__hint">
        <FormattedMessage id="payment.afterPaying" />
      </p>
      <Button type="button" onClick={onCheck} loading={isLoading} block>
        {isLoading
          ? intl.formatMessage({ id: 'payment.checking' })
          : intl.formatMessage({ id: 'payment.check' })}
      </Button>
      {errorId ? (
        <p className="payment-step__error" role="alert">
          <FormattedMessage id={errorId} />
        </p>
      ) : null}
    </section>
  );
}
