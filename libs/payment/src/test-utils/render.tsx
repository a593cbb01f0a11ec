import type { ReactElement } from 'react';
import { apiClientMessages } from '@polis/api-client';
import { renderWithProviders } from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import { uiMessages } from '@polis/ui';
import { paymentMessages } from '../payment-messages';

/** The catalogues a host gives the payment pieces: ours, the price format, the UI kit and api-client's. */
const load = combineMessageSources(paymentMessages, i18nMessages, uiMessages, apiClientMessages);
const catalogues: Partial<Record<Lang, Messages>> = {};

export async function loadCatalogues(...langs: Lang[]) {
  for (const lang of langs) catalogues[lang] = await load(lang);
}

/** The payment pieces with a real store and the loaded catalogue of `lang` (call loadCatalogues first). */
export function renderPayment(ui: ReactElement, lang: Lang = 'en') {
  return renderWithProviders(ui, { lang, messages: catalogues[lang] });
}
