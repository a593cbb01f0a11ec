import { useParams, useSearchParams } from 'react-router';
import { ScopedMessages } from '@polis/i18n';
import { parseReturnParams, paymentMessages } from '@polis/payment';
import { LoadingPage } from '@polis/ui';
import type { Lang } from '@polis/routing';
import { PaymentReturnView } from '../payment-return/payment-return-view';

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
  const { contractId } = useParams();
  const [search] = useSearchParams();
  // The path's contract id, with the query's order id, read like any other return (malformed ids dropped).
  const query = new URLSearchParams(search);
  if (contractId) query.set('contract_id', contractId);
  return <PaymentReturnView params={parseReturnParams('payment-complete', query)} />;
}
