import { Outlet } from 'react-router';
import { PageShell } from '@polis/ui';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';

/** for-business pages: the site chrome flagged business (spec 000 section 2). */
export function BusinessLayout() {
  return (
    <div data-layout="business" data-business="true">
      <PageShell header={<MainHeader business />} footer={<MainFooter />}>
        <Outlet />
      </PageShell>
    </div>
  );
}
