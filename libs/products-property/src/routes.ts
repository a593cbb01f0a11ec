import type { LazyPage } from '@polis/shell';

const housing: LazyPage = () => import('./housing/housing-page').then((m) => ({ Component: m.HousingPage }));

const documents: LazyPage = () =>
  import('./documents/documents-page').then((m) => ({ Component: m.DocumentsPage }));

/** The property products' pages, as each host adds them with one line. */
export const propertyPages = {
  site: { housing, 'housing/:ad?': housing, documents, 'documents/:ad?': documents },
  webview: {
    'mobile/housing': housing,
    'mobile/housing/:ad?': housing,
    'mobile/documents': documents,
    'mobile/documents/:ad?': documents,
  },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
