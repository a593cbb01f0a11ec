import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '../shell.css';

/** for-business pages: the site chrome flagged business (spec 000 section 2). */
export function BusinessLayout() {
  return (
    <div className="shell-page shell-page--business" data-layout="business" data-business="true">
      <SiteHeader business />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
