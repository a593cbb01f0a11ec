import './payment-return.css';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLang } from '@polis/i18n';
import {
  appReturnLink,
  PaymentResult,
  type IssuedPolicy,
  type PaymentOutcome,
  type ReturnParams,
} from '@polis/payment';
import { paymentStepHref, RETURN_BACK_PARAM, returnItemOf } from '@polis/routing';
import { PageMeta } from '@polis/shell';
import { buttonClassName, PageTitle } from '@polis/ui';
import { trackFunnel } from '@polis/wizard-core';
import { useBackInstead } from './use-back-instead';

/**
 * A payment return inside the native apps: the check and the policy (PaymentResult), the way back to the
 * wizard's payment step while it is not paid (its answers wait on the server under the tab's draft id), and
 * the way back to the app, a `polis://payment-complete?status=...` deep link the app intercepts to close the
 * webview. Back never re-opens the provider: it goes to the wizard.
 */
export function PaymentReturnView({ params }: { readonly params: ReturnParams }) {
  const intl = useIntl();
  const lang = useLang();
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const stepHref = paymentStepHref(lang, search.get(RETURN_BACK_PARAM));
  // The wizard left for the provider in this view: its `purchase` (spec 000 section 1) is said here, once.
  const purchased = useRef(false);
  const onResult = (result: PaymentOutcome, policy?: IssuedPolicy) => {
    setOutcome(result);
    const item = returnItemOf(search);
    if (result !== 'paid' || !item || purchased.current) return;
    purchased.current = true;
    trackFunnel('purchase', { ...item, price: policy?.amountUzs }, params.orderId ?? undefined);
  };
  // Paid: the application is gone from the server, so Back starts the wizard afresh rather than at payment.
  useBackInstead(stepHref && (outcome === 'paid' ? stepHref.split('?')[0] : stepHref));
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
        onResult={onResult}
      />
      {stepHref && outcome !== null && outcome !== 'paid' ? (
        <Link className={buttonClassName('secondary', 'lg', true)} to={stepHref} replace>
          <FormattedMessage id="webview.paymentReturn.backToPayment" />
        </Link>
      ) : null}
      <a
        className={buttonClassName('secondary', 'lg', true)}
        href={appReturnLink({
          outcome: outcome ?? 'unknown',
          contractId: params.contractId,
          orderId: params.orderId,
        })}
      >
        <FormattedMessage id="webview.paymentReturn.backToApp" />
      </a>
    </div>
  );
}
