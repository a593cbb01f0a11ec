import type { LazyPage } from '@polis/shell';

const housing: LazyPage = () => import('./housing/housing-page').then((m) => ({ Component: m.HousingPage }));

/** The property products' pages, as each host adds them with one line. */
export const propertyPages = {
  site: { housing, 'housing/:ad?': housing },
  webview: { 'mobile/housing': housing, 'mobile/housing/:ad?': housing },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
