import type { LazyPage } from '@polis/shell';

const housing: LazyPage = () => import('./housing/housing-page').then((m) => ({ Component: m.HousingPage }));

const pets: LazyPage = () => import('./pets/pets-page').then((m) => ({ Component: m.PetsPage }));

/** The property products' pages, as each host adds them with one line. */
export const propertyPages = {
  site: { housing, 'housing/:ad?': housing, pets },
  webview: {
    'mobile/housing': housing,
    'mobile/housing/:ad?': housing,
    'mobile/pets': pets,
    'mobile/pets/:ad?': pets,
  },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
