import type { LazyPage } from '@polis/shell';

const housing: LazyPage = () => import('./housing/housing-page').then((m) => ({ Component: m.HousingPage }));

const documents: LazyPage = () =>
  import('./documents/documents-page').then((m) => ({ Component: m.DocumentsPage }));
const pets: LazyPage = () => import('./pets/pets-page').then((m) => ({ Component: m.PetsPage }));

/** The property products' pages, as each host adds them with one line. */
export const propertyPages = {
  site: { housing, 'housing/:ad?': housing, documents, 'documents/:ad?': documents, pets },
  webview: {
    'mobile/housing': housing,
    'mobile/housing/:ad?': housing,
    'mobile/documents': documents,
    'mobile/documents/:ad?': documents,
    'mobile/pets': pets,
    'mobile/pets/:ad?': pets,
  },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
