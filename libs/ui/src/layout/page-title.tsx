import type { ReactNode } from 'react';
import { cx } from '../class-names';
import './layout.css';

export interface PageTitleProps {
  readonly children: ReactNode;
  /** A sentence under the title. */
  readonly lead?: ReactNode;
  /** Controls beside the title on wide screens, under it on phones. */
  readonly actions?: ReactNode;
  readonly className?: string;
}

/** The page's one h1. */
export function PageTitle({ children, lead, actions, className }: PageTitleProps) {
  return (
    <div className={cx('polis-page-title', className)}>
      <div className="polis-page-title__text">
        <h1 className="polis-page-title__heading">{children}</h1>
        {lead && <p className="polis-page-title__lead">{lead}</p>}
      </div>
      {actions && <div className="polis-page-title__actions">{actions}</div>}
    </div>
  );
}
