import type { LazyPage } from '@polis/shell';

const miniKasko: LazyPage = () =>
  import('./mini-kasko/mini-kasko-page').then((m) => ({ Component: m.MiniKaskoPage }));

/** The motor products' pages built on the product kit, as each host adds them with one line. */
export const motorPages = {
  site: { 'mini-kasko': miniKasko, 'mini-kasko/:ad?': miniKasko },
  webview: { 'mobile/mini-kasko': miniKasko, 'mobile/mini-kasko/:ad?': miniKasko },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
