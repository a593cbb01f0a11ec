import { useLocation, useSearchParams } from 'react-router';
import { ScopedMessages } from '@polis/i18n';
import { parseReturnParams, paymentMessages } from '@polis/payment';
import { LoadingPage } from '@polis/ui';
import type { Lang } from '@polis/routing';
import { PaymentReturnView } from '../payment-return/payment-return-view';
import { returnPageOf } from '../payment-return/return-page-of';

const loadMessages = (lang: Lang) => paymentMessages[lang]();

/**
 * `payment-complete`, `click`, `paynet`, `davrbank`, `click-auto`: where providers send a webview payment
 * back. The provider's parameters are read by parseReturnParams (libs/payment README), then the contract
 * is checked and the result shown with the way back to the app.
 */
export function PaymentReturnPage() {
  return (
    <ScopedMessages load={loadMessages} fallback={<LoadingPage />}>
      <PaymentReturn />
    </ScopedMessages>
  );
}

function PaymentReturn() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return <PaymentReturnView params={parseReturnParams(returnPageOf(pathname), search)} />;
}
