import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import './layout.css';

export interface DashboardTab {
  readonly id: string;
  readonly label: ReactNode;
  /** Route pattern without the language prefix, e.g. `dashboard/policies`. */
  readonly to: string;
  readonly hidden?: boolean;
}

export interface DashboardTabsProps {
  readonly tabs: readonly DashboardTab[];
  readonly activeId: string;
}

/** The cabinet's sections as links; the current one is `aria-current="page"`. Scrolls sideways on phones. */
export function DashboardTabs({ tabs, activeId }: DashboardTabsProps) {
  const intl = useIntl();
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // jsdom and old webviews lack scrollIntoView options; the tab is then simply not scrolled to.
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeId]);
  return (
    <nav
      className="polis-tabs"
      aria-label={intl.formatMessage({ id: 'ui.dashboard.tabs', defaultMessage: 'Personal account sections' })}
    >
      <ul className="polis-tabs__list">
        {tabs
          .filter((tab) => !tab.hidden)
          .map((tab) => {
            const active = tab.id === activeId;
            return (
              <li key={tab.id}>
                <LocalizedLink
                  ref={active ? activeRef : undefined}
                  to={tab.to}
                  className="polis-tabs__link"
                  aria-current={active ? 'page' : undefined}
                >
                  {tab.label}
                </LocalizedLink>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
