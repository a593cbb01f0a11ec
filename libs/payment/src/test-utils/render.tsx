import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { apiClientMessages, makeStore, navigated } from '@polis/api-client';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import { TestIntlProvider } from '@polis/i18n/testing';
import type { Lang } from '@polis/routing';
import { uiMessages } from '@polis/ui';
import { paymentMessages } from '../payment-messages';

/** The catalogues a host gives the payment pieces: ours, the price format, the UI kit and api-client's. */
const load = combineMessageSources(paymentMessages, i18nMessages, uiMessages, apiClientMessages);
const catalogues: Partial<Record<Lang, Messages>> = {};

export async function loadCatalogues(...langs: Lang[]) {
  for (const lang of langs) catalogues[lang] = await load(lang);
}

/** Renders with a real store (one per call) and the loaded catalogue of `lang` (call loadCatalogues first). */
export function renderPayment(ui: ReactElement, lang: Lang = 'en') {
  const store = makeStore();
  // The `lang` header comes from the channel state, as in the apps (set on navigation).
  store.dispatch(navigated({ pathname: `/${lang}`, ad: undefined, lang }));
  const view = render(
    <Provider store={store}>
      <TestIntlProvider lang={lang} messages={catalogues[lang]}>
        {ui}
      </TestIntlProvider>
    </Provider>,
  );
  return { ...view, store };
}
