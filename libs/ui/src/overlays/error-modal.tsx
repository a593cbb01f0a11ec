import { useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import { Modal } from './modal';

export interface ErrorModalProps {
  readonly open: boolean;
  /** What went wrong, already localised; a general apology is shown without it. */
  readonly message?: ReactNode;
  readonly onClose: () => void;
  /** Shows a "Try again" button as the main action. */
  readonly onRetry?: () => void;
  readonly title?: ReactNode;
}

/** The app-wide error dialog (failed requests and other errors the user must see). */
export function ErrorModal({ open, message, onClose, onRetry, title }: ErrorModalProps) {
  const mainAction = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      initialFocusRef={mainAction}
      title={title ?? <FormattedMessage id="ui.errorModal.title" defaultMessage="Something went wrong" />}
      description={
        message ?? (
          <FormattedMessage
            id="ui.errorModal.message"
            defaultMessage="We could not complete the request. Please try again in a moment."
          />
        )
      }
      footer={
        onRetry ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage id="ui.close" defaultMessage="Close" />
            </Button>
            <Button ref={mainAction} onClick={onRetry}>
              <FormattedMessage id="ui.retry" defaultMessage="Try again" />
            </Button>
          </>
        ) : (
          <Button ref={mainAction} onClick={onClose}>
            <FormattedMessage id="ui.close" defaultMessage="Close" />
          </Button>
        )
      }
    />
  );
}
