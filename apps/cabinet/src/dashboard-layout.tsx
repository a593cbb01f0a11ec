import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { useHref } from '@polis/i18n';
import { DashboardTabs } from '@polis/ui';
import { SiteFooter, SiteHeader } from '@polis/shell';

/** Cabinet tabs of spec 000 section 2; my-referals and policy-info are hidden but reachable by URL. */
export const CABINET_TABS = [
  { id: 'user-info', path: 'dashboard' },
  { id: 'my-policies', path: 'dashboard/policies' },
  { id: 'my-applications', path: 'dashboard/applications' },
  { id: 'my-referals', path: 'dashboard/referals', hidden: true },
  { id: 'policy-info', path: 'dashboard/policies/:_id', hidden: true },
  { id: 'logout', path: 'login' },
] as const;

export function DashboardLayout() {
  const intl = useIntl();
  const build = useHref();
  return (
    <div className="shell-page" data-layout="dashboard">
      <SiteHeader />
      <main id="main" className="shell-main shell-container" tabIndex={-1}>
        <DashboardTabs
          label={intl.formatMessage({ id: 'cabinet.tabs.label' })}
          tabs={CABINET_TABS.filter((t) => !('hidden' in t && t.hidden)).map((t) => ({
            id: t.id,
            href: build(t.path),
            label: intl.formatMessage({ id: `cabinet.tab.${t.id}` }),
          }))}
        />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
