import { Outlet } from 'react-router';
import { PageShell } from '@polis/ui';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';

export function DefaultLayout() {
  return (
    <div data-layout="default">
      <PageShell header={<MainHeader />} footer={<MainFooter />}>
        <Outlet />
      </PageShell>
    </div>
  );
}
