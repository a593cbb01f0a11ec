import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { useHref } from '@polis/i18n';
import { Container, DashboardTabs, PageShell } from '@polis/ui';
import { MainFooter, MainHeader } from '@polis/shell';

/**
 * Cabinet tabs of spec 000 section 2; my-referals and policy-info are hidden but reachable by URL. The
 * logout tab goes to `login?logout`: the login page ends the session (server and storage) and shows the form.
 */
export const CABINET_TABS = [
  { id: 'user-info', to: 'dashboard' },
  { id: 'my-policies', to: 'dashboard/policies' },
  { id: 'my-applications', to: 'dashboard/applications' },
  { id: 'my-business-requests', to: 'dashboard/business-requests' },
  { id: 'my-saved', to: 'dashboard/saved' },
  { id: 'my-data', to: 'dashboard/my-data' },
  { id: 'my-referals', to: 'dashboard/referals', hidden: true },
  { id: 'policy-info', to: 'dashboard/policies/:_id', hidden: true },
  { id: 'logout', to: 'login', search: '?logout' },
] as const;

export function DashboardLayout() {
  const intl = useIntl();
  const build = useHref();
  return (
    <div data-layout="dashboard">
      <PageShell header={<MainHeader />} footer={<MainFooter />}>
        <Container>
          <DashboardTabs
            label={intl.formatMessage({ id: 'cabinet.tabs.label' })}
            tabs={CABINET_TABS.map((t) => ({
              id: t.id,
              ...('search' in t ? { href: build(t.to) + t.search } : { to: t.to }),
              hidden: 'hidden' in t ? t.hidden : false,
              label: intl.formatMessage({ id: `cabinet.tab.${t.id}` }),
            }))}
          />
        </Container>
        <Outlet />
      </PageShell>
    </div>
  );
}
