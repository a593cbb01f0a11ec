import { ROUTES } from '@polis/routing';
import type { LazyPage } from '@polis/shell';

const soon: LazyPage = () =>
  import('./pages/cabinet-soon-page').then((m) => ({ Component: m.CabinetSoonPage }));

/**
 * Every route pattern the cabinet owns. The cabinet itself (SMS login, policies, claims, auto-payment) is its
 * own issue; until it lands each page says plainly that the cabinet is not available yet.
 */
export const cabinetPages: Readonly<Record<string, LazyPage>> = Object.fromEntries(
  ROUTES.filter((r) => r.app === 'cabinet').map((r) => [r.path, soon]),
);
