import { Outlet } from 'react-router';
import '../shell.css';

/** Inside the native apps: no site chrome, content only, with room for the phone's safe areas. */
export function WebviewLayout() {
  return (
    <div className="shell-page shell-page--webview" data-layout="webview">
      <main id="main" className="shell-main shell-webview" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
