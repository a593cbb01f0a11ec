import { useIntl } from 'react-intl';
import { SoonPage } from '@polis/ui';
import { PageMeta } from '@polis/shell';

/**
 * `thank-you/:contractId?` shows the bought policy once the payment library lands (issue: payment library).
 * Until then it says plainly that the page is not available yet.
 */
export function ThankYouPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'site.thankYou.title' });
  return (
    <>
      <PageMeta title={title} noIndex />
      <SoonPage productName={title} variant="section" />
    </>
  );
}
