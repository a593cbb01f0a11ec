import './payment-return.css';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appReturnLink, PaymentResult, type PaymentOutcome, type ReturnParams } from '@polis/payment';
import { PageMeta } from '@polis/shell';
import { buttonClassName, PageTitle } from '@polis/ui';

/**
 * A payment return inside the native apps: the check and the policy (PaymentResult), and the way back to
 * the app, a `polis://payment-complete?status=...` deep link the app intercepts to close the webview.
 */
export function PaymentReturnView({ params }: { readonly params: ReturnParams }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<PaymentOutcome>('unknown');
  const title = intl.formatMessage({ id: 'webview.paymentReturn.title' });
  return (
    <div className="webview-payment-return">
      <PageMeta title={title} noIndex />
      <PageTitle>{title}</PageTitle>
      <PaymentResult
        contractId={params.contractId}
        orderId={params.orderId}
        providerStatus={params.providerStatus}
        uzumContractId={params.uzumContractId}
        onResult={setOutcome}
      />
      <a
        className={buttonClassName('secondary', 'lg', true)}
        href={appReturnLink({ outcome, contractId: params.contractId, orderId: params.orderId })}
      >
        <FormattedMessage id="webview.paymentReturn.backToApp" />
      </a>
    </div>
  );
}
