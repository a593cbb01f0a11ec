import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './layout.css';

export const MAIN_CONTENT_ID = 'polis-main';

export interface PageShellProps {
  readonly header?: ReactNode;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/** Header, main and footer, with a "skip to content" link first for keyboard users. */
export function PageShell({ header, footer, children }: PageShellProps) {
  return (
    <div className="polis-shell">
      <a className="polis-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        <FormattedMessage id="ui.skipLink" defaultMessage="Skip to main content" />
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} className="polis-shell__main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
