import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useInitializePaymentMutation } from '../payment-api';
import { openPendingWindow } from '../hooks/pending-window';
import { platformMessageId } from '../model/failure-messages';
import { orderRef } from '../model/order-ref';

export interface OctoOptionProps {
  readonly contractId: number;
  /** The order id the save answered: the call's capability. */
  readonly orderId?: string;
  readonly name: string;
  readonly returnUrl?: string;
  /** The id of the tile's description line. */
  readonly describedBy?: string;
  /** Octo's page was sent to the window: the step starts watching for the payment. */
  readonly onOpened?: () => void;
  /** Octo's page replaces this view (the native apps' webview) instead of opening a window. */
  readonly sameView?: boolean;
}

/** Octo's card page is made per payment (`POST /payment/initialize`), so it opens after the call answers. */
export function OctoOption({
  contractId,
  orderId,
  name,
  returnUrl,
  describedBy,
  onOpened,
  sameView = false,
}: OctoOptionProps) {
  const [initialize, { isLoading }] = useInitializePaymentMutation();
  const [errorId, setErrorId] = useState<string | null>(null);

  const open = async () => {
    setErrorId(null);
    const page = openPendingWindow(sameView);
    const result = await initialize({
      contract_id: contractId,
      ...orderRef(orderId),
      ...(returnUrl ? { return_url: returnUrl } : {}),
    });
    if ('data' in result && result.data) {
      page.go(result.data.payment_url);
      onOpened?.();
    } else {
      page.cancel();
      setErrorId(platformMessageId(result.error));
    }
  };

  return (
    <>
      <button
        type="button"
        className="payment-tile__action"
        onClick={() => void open()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        aria-describedby={describedBy}
      >
        {name}
      </button>
      {errorId ? (
        <p className="payment-step__error payment-tile__error" role="alert">
          <FormattedMessage id={errorId} />
        </p>
      ) : null}
    </>
  );
}
