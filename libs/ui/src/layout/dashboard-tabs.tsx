import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useHref } from '@polis/i18n';
import './layout.css';

interface TabBase {
  readonly id: string;
  readonly label: ReactNode;
  readonly hidden?: boolean;
}

/** A tab links either by route pattern without the language (`dashboard/policies`) or by a built path. */
export type DashboardTab = TabBase &
  ({ readonly to: string; readonly href?: never } | { readonly href: string; readonly to?: never });

export interface DashboardTabsProps {
  readonly tabs: readonly DashboardTab[];
  /** The current tab. By default: the tab whose path is the longest prefix of the URL's path. */
  readonly activeId?: string;
  /** Name of the navigation; a localised "Personal account sections" by default. */
  readonly label?: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const covers = (tabPath: string, pathname: string) =>
  pathname === tabPath || pathname.startsWith(`${tabPath}/`);

/** The cabinet's sections as links; the current one is `aria-current="page"`. Scrolls sideways on phones. */
export function DashboardTabs({ tabs, activeId, label }: DashboardTabsProps) {
  const intl = useIntl();
  const build = useHref();
  const { pathname } = useLocation();
  const activeRef = useRef<HTMLAnchorElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  const visible = tabs
    .filter((tab) => !tab.hidden)
    .map((tab) => ({ ...tab, path: trimSlash(tab.href ?? build(tab.to ?? '')) }));
  // `/uz/dashboard` covers every cabinet page, so the most specific tab wins (policy 15 -> "My policies").
  const current =
    activeId ??
    visible
      .filter((tab) => covers(tab.path, trimSlash(pathname)))
      .sort((a, b) => b.path.length - a.path.length)[0]?.id;

  // On a phone the strip scrolls sideways: a faded edge shows on which side more tabs (log-out) are hidden.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const end = list.scrollWidth - list.clientWidth - Math.abs(list.scrollLeft) > 1;
      const start = Math.abs(list.scrollLeft) > 1;
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    // jsdom and old webviews lack scrollIntoView options; the tab is then simply not scrolled to.
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <nav
      className="polis-tabs"
      aria-label={
        label ?? intl.formatMessage({ id: 'ui.dashboard.tabs', defaultMessage: 'Personal account sections' })
      }
    >
      <ul
        ref={listRef}
        className="polis-tabs__list"
        data-scroll-start={more.start || undefined}
        data-scroll-end={more.end || undefined}
      >
        {visible.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                ref={active ? activeRef : undefined}
                to={tab.path}
                className="polis-tabs__link"
                aria-current={active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
