import type { ReactNode } from 'react';

export interface StrokeIconProps {
  readonly size: number;
  readonly strokeWidth?: number;
  readonly className?: string;
  readonly children: ReactNode;
}

/** The icon set's common frame: 24-unit grid, current colour strokes, decorative (hidden from screen readers). */
export function StrokeIcon({ size, strokeWidth = 2, className, children }: StrokeIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
