import { Outlet } from 'react-router';
import { WebviewShell } from '@polis/ui';

/** Inside the native apps: no site chrome, content only. */
export function WebviewLayout() {
  return (
    <div data-layout="webview">
      <WebviewShell>
        <Outlet />
      </WebviewShell>
    </div>
  );
}
