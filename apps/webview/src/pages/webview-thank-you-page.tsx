import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { ScopedMessages } from '@polis/i18n';
import { PaymentResult, paymentMessages } from '@polis/payment';
import { PageMeta } from '@polis/shell';
import { LoadingPage, PageTitle } from '@polis/ui';
import type { Lang } from '@polis/routing';

const loadMessages = (lang: Lang) => paymentMessages[lang]();

/** `webview-thank-you/:contractId?`: the payment result inside the native apps (no site chrome). */
export function WebviewThankYouPage() {
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
  const title = intl.formatMessage({ id: 'webview.paymentReturn.title' });
  return (
    <div style={{ display: 'grid', gap: 'var(--polis-space-4)', padding: 'var(--polis-space-4)' }}>
      <PageMeta title={title} noIndex />
      <PageTitle>{title}</PageTitle>
      <PaymentResult
        contractId={contractId ? Number(contractId) : undefined}
        orderId={search.get('order_id') ?? undefined}
      />
    </div>
  );
}
