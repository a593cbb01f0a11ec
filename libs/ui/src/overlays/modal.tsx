import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { cx } from '../class-names';
import { CloseIcon } from '../icons/close-icon';
import { focusableIn } from './focusable';
import './modal.css';

export interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** A short text read out with the title (for alerts and confirmations). */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Actions, laid out at the bottom; stacked full width on phones. */
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for messages that interrupt (errors, confirmations). */
  readonly role?: 'dialog' | 'alertdialog';
  /** Where focus goes on open; by default the first control of the content, else the dialog itself. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  readonly closeOnBackdrop?: boolean;
  readonly className?: string;
}

/** A modal dialog: focus moves in and is kept inside, Escape closes, focus returns to where it was. */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const intl = useIntl();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const target = initialFocusRef?.current ?? (bodyRef.current && focusableIn(bodyRef.current)[0]) ?? dialog;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
    // Runs once per opening: the dialog mounts when opened and unmounts when closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="polis-modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('polis-modal', `polis-modal--${size}`, className)}
        onKeyDown={onKeyDown}
      >
        <div className="polis-modal__header">
          <h2 id={titleId} className="polis-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="polis-modal__close"
            aria-label={intl.formatMessage({ id: 'ui.close', defaultMessage: 'Close' })}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className="polis-modal__body">
          {description && (
            <p id={descriptionId} className="polis-modal__description">
              {description}
            </p>
          )}
          {children}
        </div>
        {footer && <div className="polis-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
