import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '../shell.css';

export function DefaultLayout() {
  return (
    <div className="shell-page" data-layout="default">
      <SiteHeader />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
