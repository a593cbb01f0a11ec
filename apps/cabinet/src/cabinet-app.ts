import { DefaultLayout, type BootConfig } from '@polis/shell';
import { DashboardLayout } from './dashboard-layout';
import { cabinetMessages } from './cabinet-messages';

/** The cabinet host: what the browser boots (main.tsx) and the build prerenders (prerender.tsx). */
export const cabinetApp = {
  app: 'cabinet',
  layouts: { default: DefaultLayout, dashboard: DashboardLayout },
  // The page table loads beside the message catalogue, not with the first load.
  pages: () => import('./pages').then((m) => m.cabinetPages),
  notFound: [
    { prefix: 'dashboard', layout: 'dashboard' },
    { prefix: '', layout: 'default' },
  ],
  appMessages: cabinetMessages,
} satisfies Omit<BootConfig, 'env' | 'getToken'>;
