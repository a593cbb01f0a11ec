import { useIntl } from 'react-intl';
import { SoonPage } from '@polis/ui';
import { PageMeta } from '@polis/shell';

/**
 * Payment return pages (payment-complete, click, paynet, davrbank, click-auto) and webview-thank-you check the
 * contract and show the policy once the payment library lands; until then they say so plainly.
 */
export function PaymentReturnPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'webview.paymentReturn.title' });
  return (
    <>
      <PageMeta title={title} noIndex />
      <SoonPage productName={title} variant="section" />
    </>
  );
}
