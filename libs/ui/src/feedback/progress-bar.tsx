import { useId, type ReactNode } from 'react';
import { FormattedNumber } from 'react-intl';
import { cx } from '../class-names';
import './feedback.css';

export interface ProgressBarProps {
  readonly value: number;
  readonly max?: number;
  /** The accessible name, e.g. "Filling in the application". */
  readonly label: ReactNode;
  /** Show the label and percentage above the bar (otherwise they are for screen readers only). */
  readonly showLabel?: boolean;
  readonly className?: string;
}

export function ProgressBar({ value, max = 100, label, showLabel = false, className }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const ratio = max > 0 ? clamped / max : 0;
  return (
    <div className={cx('polis-progress', className)}>
      <div className={showLabel ? 'polis-progress__head' : 'polis-visually-hidden'}>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">
          <FormattedNumber value={ratio} style="percent" />
        </span>
      </div>
      <div
        className="polis-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
      >
        <div className="polis-progress__bar" style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
