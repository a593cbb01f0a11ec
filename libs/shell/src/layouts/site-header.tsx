import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizedLink } from '@polis/i18n';
import { LanguageSwitcher } from '@polis/ui';
import { NAV_GROUPS } from '../nav-groups';
import { NavDisclosure } from './nav-disclosure';

/** Header of the default and business layouts: logo, product menus, business and claims links, cabinet, language. */
export function SiteHeader({ business = false }: { business?: boolean }) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="shell-header">
      <a className="shell-skip-link" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <div className="shell-container shell-header__bar">
        <LocalizedLink to="" className="shell-logo" aria-label={intl.formatMessage({ id: 'shell.nav.home' })}>
          <span className="shell-logo__mark" aria-hidden="true">
            P
          </span>
          <span className="shell-logo__text">
            <FormattedMessage id="shell.brand" />
          </span>
          {business ? (
            <span className="shell-badge">
              <FormattedMessage id="shell.business.badge" />
            </span>
          ) : null}
        </LocalizedLink>
        <button
          type="button"
          className="shell-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span className="shell-header__toggle-icon" aria-hidden="true" />
          <span className="shell-visually-hidden">
            <FormattedMessage id={menuOpen ? 'shell.nav.close' : 'shell.nav.open'} />
          </span>
        </button>
        <nav
          id={navId}
          className={`shell-nav${menuOpen ? ' shell-nav--open' : ''}`}
          aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
        >
          <ul className="shell-nav__list">
            {NAV_GROUPS.map((group) => (
              <li key={group.id} className="shell-nav__item">
                <NavDisclosure label={<FormattedMessage id={`shell.nav.group.${group.id}`} />}>
                  <ul className="shell-nav__menu">
                    {group.products.map((p) => (
                      <li key={p.key}>
                        <LocalizedLink to={p.page} className="shell-nav__menu-link">
                          <FormattedMessage id={`shell.product.${p.key}`} />
                        </LocalizedLink>
                      </li>
                    ))}
                  </ul>
                </NavDisclosure>
              </li>
            ))}
            <li className="shell-nav__item">
              <LocalizedLink to={business ? 'catalogue/:filter?' : 'for-business'} params={{ filter: 'natural-person' }} className="shell-nav__link">
                <FormattedMessage id={business ? 'shell.nav.individuals' : 'shell.nav.business'} />
              </LocalizedLink>
            </li>
            <li className="shell-nav__item">
              <LocalizedLink to="insurance-event" className="shell-nav__link">
                <FormattedMessage id="shell.nav.insuranceEvent" />
              </LocalizedLink>
            </li>
          </ul>
          <div className="shell-nav__aside">
            <LocalizedLink to="login" className="shell-nav__cabinet">
              <FormattedMessage id="shell.nav.cabinet" />
            </LocalizedLink>
            <LanguageSwitcher />
          </div>
        </nav>
      </div>
    </header>
  );
}
