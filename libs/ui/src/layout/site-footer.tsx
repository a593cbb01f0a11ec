import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './layout.css';

export interface SiteFooterProps {
  /** Footer links (about, contacts, offer, privacy). */
  readonly links?: ReactNode;
  /** Anything else: contacts, app store badges, licence line. */
  readonly children?: ReactNode;
  /** The copyright year; pass one for prerendered pages built around New Year. */
  readonly year?: number;
}

export function SiteFooter({ links, children, year = new Date().getFullYear() }: SiteFooterProps) {
  const intl = useIntl();
  return (
    <footer className="polis-footer">
      <div className="polis-container polis-footer__inner">
        {links && (
          <nav
            className="polis-footer__nav"
            aria-label={intl.formatMessage({ id: 'ui.footer.nav', defaultMessage: 'Site information' })}
          >
            {links}
          </nav>
        )}
        {children}
        <p className="polis-footer__copyright">
          <FormattedMessage
            id="ui.footer.copyright"
            defaultMessage="© {year} Polis. All rights reserved."
            values={{ year: String(year) }}
          />
        </p>
      </div>
    </footer>
  );
}
