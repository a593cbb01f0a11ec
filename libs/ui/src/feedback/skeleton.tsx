import type { CSSProperties } from 'react';
import { cx } from '../class-names';
import './feedback.css';

export interface SkeletonProps {
  readonly width?: CSSProperties['width'];
  readonly height?: CSSProperties['height'];
  /** More than one line renders a paragraph placeholder whose last line is shorter. */
  readonly lines?: number;
  readonly rounded?: boolean;
  readonly className?: string;
}

/**
 * A grey placeholder while content loads. Decorative: the region that loads should carry `aria-busy`
 * or a Spinner so screen readers hear the state.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  lines = 1,
  rounded = false,
  className,
}: SkeletonProps) {
  const style = (w: CSSProperties['width']): CSSProperties => ({
    width: w,
    height,
    borderRadius: rounded ? 'var(--polis-radius-pill)' : undefined,
  });
  if (lines <= 1) {
    return (
      <span
        aria-hidden="true"
        data-skeleton=""
        className={cx('polis-skeleton', className)}
        style={style(width)}
      />
    );
  }
  return (
    <span className={cx('polis-skeleton-lines', className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          data-skeleton=""
          className="polis-skeleton"
          style={style(i === lines - 1 ? '60%' : width)}
        />
      ))}
    </span>
  );
}
