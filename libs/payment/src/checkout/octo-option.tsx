import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useInitializePaymentMutation } from '../payment-api';
import { openPendingWindow } from '../hooks/pending-window';
import { platformMessageId } from '../model/failure-messages';

export interface OctoOptionProps {
  readonly contractId: number;
  readonly name: string;
  readonly returnUrl?: string;
}

/** Octo's card page is made per payment (`POST /payment/initialize`), so it opens after the call answers. */
export function OctoOption({ contractId, name, returnUrl }: OctoOptionProps) {
  const [initialize, { isLoading }] = useInitializePaymentMutation();
  const [errorId, setErrorId] = useState<string | null>(null);

  const open = async () => {
    setErrorId(null);
    const page = openPendingWindow();
    const result = await initialize({
      contract_id: contractId,
      ...(returnUrl ? { return_url: returnUrl } : {}),
    });
    if ('data' in result && result.data) page.go(result.data.payment_url);
    else {
      page.cancel();
      setErrorId(platformMessageId(result.error));
    }
  };

  return (
    <>
      <button
        type="button"
        className="payment-step__provider"
        onClick={() => void open()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {name}
      </button>
      {errorId ? (
        <p className="payment-step__error" role="alert">
          <FormattedMessage id={errorId} />
        </p>
      ) : null}
    </>
  );
}
