import { readToken } from '@polis/account';
import { bootHostApp, DefaultLayout } from '@polis/shell';
import { DashboardLayout } from './dashboard-layout';
import { cabinetMessages } from './cabinet-messages';

bootHostApp({
  app: 'cabinet',
  layouts: { default: DefaultLayout, dashboard: DashboardLayout },
  // The page table loads beside the message catalogue, not with the first load.
  pages: () => import('./pages').then((m) => m.cabinetPages),
  notFound: [
    { prefix: 'dashboard', layout: 'dashboard' },
    { prefix: '', layout: 'default' },
  ],
  appMessages: cabinetMessages,
  env: import.meta.env,
  // The session token (localStorage) goes with every request as X-Auth-Token; see @polis/account.
  getToken: readToken,
});
