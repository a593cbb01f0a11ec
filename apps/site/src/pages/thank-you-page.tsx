import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { ScopedMessages } from '@polis/i18n';
import { parseReturnParams, PaymentResult, paymentMessages } from '@polis/payment';
import { PageMeta } from '@polis/shell';
import { LoadingPage, PageTitle } from '@polis/ui';
import type { Lang } from '@polis/routing';

const loadMessages = (lang: Lang) => paymentMessages[lang]();

/** `thank-you/:contractId?`: where the payment pages send the customer back; checks and shows the policy. */
export function ThankYouPage() {
  return (
    <ScopedMessages load={loadMessages} fallback={<LoadingPage />}>
      <ThankYou />
    </ScopedMessages>
  );
}

function ThankYou() {
  const intl = useIntl();
  const { contractId } = useParams();
  const [search] = useSearchParams();
  // The order id, and Uzum Nasiya's confirmed contract when its web view returns here.
  const params = parseReturnParams('payment-complete', search);
  const title = intl.formatMessage({ id: 'site.thankYou.title' });
  return (
    <div className="site-thank-you">
      <PageMeta title={title} noIndex />
      <PageTitle>{title}</PageTitle>
      <PaymentResult
        contractId={contractId ? Number(contractId) : undefined}
        orderId={params.orderId}
        uzumContractId={params.uzumContractId}
      />
    </div>
  );
}
