import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './layout.css';

export interface ContainerProps {
  /** `narrow` for forms and reading (720 px), `wide` for catalogues and dashboards (1200 px). */
  readonly size?: 'narrow' | 'wide';
  readonly className?: string;
  readonly children: ReactNode;
}

/** Centres content with the page's side padding. */
export function Container({ size = 'wide', className, children }: ContainerProps) {
  return (
    <div className={cx('polis-container', size === 'narrow' && 'polis-container--narrow', className)}>
      {children}
    </div>
  );
}
