import type { ReactElement } from 'react';
import { toast } from 'react-hot-toast';
import { InfoIcon } from '../icons/info-icon';

/** A localised text or element (react-hot-toast cannot render fragments or arrays). */
export type NotifyMessage = string | ReactElement;

export interface NotifyOptions {
  /** Same id replaces the toast instead of stacking a second one. */
  readonly id?: string;
  readonly duration?: number;
}

/** Short, non-blocking messages shown by the Toaster. Each returns the toast id. */
export const notify = {
  success: (message: NotifyMessage, options: NotifyOptions = {}): string => toast.success(message, options),
  // Errors interrupt: screen readers announce them at once.
  error: (message: NotifyMessage, options: NotifyOptions = {}): string =>
    toast.error(message, { ariaProps: { role: 'alert', 'aria-live': 'assertive' }, ...options }),
  info: (message: NotifyMessage, options: NotifyOptions = {}): string =>
    toast(message, {
      icon: (
        <span style={{ color: 'var(--polis-color-info)', display: 'inline-flex' }}>
          <InfoIcon />
        </span>
      ),
      ...options,
    }),
  dismiss: (id?: string): void => toast.dismiss(id),
};
