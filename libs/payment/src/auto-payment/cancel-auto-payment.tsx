import '../payment.css';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SubscriptionInfo } from '@polis/api-contract';
import { Button, Modal } from '@polis/ui';
import { useCancelSubscriptionMutation } from '../payment-api';
import { platformMessageId } from '../model/failure-messages';

export interface CancelAutoPaymentProps {
  readonly subscriptionId: string;
  /** The subscription after cancelling: status 'inactive'. */
  readonly onCancelled?: (info: SubscriptionInfo) => void;
}

/** Turn auto-payment off after a confirmation; spec 000 section 4: cancel closes the modal and marks it inactive. */
export function CancelAutoPayment({ subscriptionId, onCancelled }: CancelAutoPaymentProps) {
  const [open, setOpen] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();
  // The safe choice gets the focus: a stray Enter keeps auto-payment on.
  const keep = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setErrorId(null);
    const result = await cancel({ subscription_id: subscriptionId });
    if ('data' in result && result.data) {
      setOpen(false);
      onCancelled?.(result.data.data);
    } else setErrorId(platformMessageId(result.error));
  };

  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        <FormattedMessage id="payment.autoPayment.turnOff" />
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        size="sm"
        initialFocusRef={keep}
        title={<FormattedMessage id="payment.autoPayment.cancelTitle" />}
        description={<FormattedMessage id="payment.autoPayment.cancelText" />}
        footer={
          <>
            <Button ref={keep} variant="secondary" onClick={() => setOpen(false)}>
              <FormattedMessage id="payment.autoPayment.keep" />
            </Button>
            <Button variant="danger" onClick={confirm} loading={isLoading}>
              <FormattedMessage id="payment.autoPayment.confirmOff" />
            </Button>
          </>
        }
      >
        {errorId ? (
          <p className="payment-step__error" role="alert">
            <FormattedMessage id={errorId} />
          </p>
        ) : null}
      </Modal>
    </>
  );
}
