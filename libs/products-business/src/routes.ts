import type { LazyPage } from '@polis/shell';

const osgor: LazyPage = () => import('./osgor/osgor-page').then((m) => ({ Component: m.OsgorPage }));

/** The business products' pages, as each host adds them with one line. */
export const businessPages = {
  site: { osgor, 'osgor/:ad?': osgor },
  webview: {},
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
