import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { cx } from '../class-names';
import './feedback.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/** The spinning ring alone, for places that announce their own state (a busy button). */
export function SpinnerIcon({ size = 'md' }: { size?: SpinnerSize }) {
  return <span className={cx('polis-spinner', `polis-spinner--${size}`)} aria-hidden="true" />;
}

export interface SpinnerProps {
  readonly size?: SpinnerSize;
  /** What is loading; defaults to a localised "Loading…". */
  readonly label?: ReactNode;
  /** Show the label next to the ring instead of only to screen readers. */
  readonly showLabel?: boolean;
  readonly className?: string;
}

export function Spinner({ size = 'md', label, showLabel = false, className }: SpinnerProps) {
  const text = label ?? <FormattedMessage id="ui.loading" defaultMessage="Loading…" />;
  return (
    <span role="status" className={cx('polis-spinner-wrap', className)}>
      <SpinnerIcon size={size} />
      <span className={showLabel ? 'polis-spinner__label' : 'polis-visually-hidden'}>{text}</span>
    </span>
  );
}
