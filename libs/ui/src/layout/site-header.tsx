import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizedLink } from '@polis/i18n';
import { LanguageMenu } from './language-menu';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import './layout.css';

export interface SiteHeaderProps {
  /** Links of the main menu; inline on wide screens, behind a "Menu" button on phones. */
  readonly nav?: ReactNode;
  /** Controls at the end of the bar (log-in, cabinet). */
  readonly actions?: ReactNode;
  /** Shown after the logo, e.g. <BusinessBadge/> in the business layout. */
  readonly badge?: ReactNode;
  /** Route pattern of the logo's link; the home page by default. */
  readonly homeTo?: string;
  readonly showLanguageSwitcher?: boolean;
}

export function SiteHeader({
  nav,
  actions,
  badge,
  homeTo = '',
  showLanguageSwitcher = true,
}: SiteHeaderProps) {
  const intl = useIntl();
  const location = useLocation();
  const panelId = useId();
  // The menu belongs to the page it was opened on: any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  return (
    <header className={badge ? 'polis-header polis-header--badged' : 'polis-header'}>
      <div className="polis-container polis-header__bar">
        <LocalizedLink
          to={homeTo}
          className="polis-header__logo"
          aria-label={intl.formatMessage({ id: 'ui.header.home', defaultMessage: 'Polis, home page' })}
        >
          <Logo />
        </LocalizedLink>
        {badge}
        {nav && (
          <div
            id={panelId}
            className="polis-header__panel"
            data-open={open || undefined}
            onKeyDown={(event) => event.key === 'Escape' && setOpenOn(null)}
          >
            <nav
              className="polis-header__nav"
              aria-label={intl.formatMessage({ id: 'ui.header.nav', defaultMessage: 'Main menu' })}
            >
              {nav}
            </nav>
          </div>
        )}
        <div className="polis-header__end">
          {actions}
          {/* A phone's bar has no room for three segments beside the menu: a compact menu stands in (CSS shows one). */}
          {showLanguageSwitcher && nav && <LanguageMenu className="polis-header__phone-lang" />}
          {showLanguageSwitcher && (
            <LanguageSwitcher className={nav ? 'polis-header__bar-lang' : undefined} />
          )}
          {nav && (
            <button
              type="button"
              className="polis-header__menu-button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpenOn(open ? null : location.key)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              <span className="polis-visually-hidden">
                <FormattedMessage id="ui.header.menu" defaultMessage="Menu" />
              </span>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
