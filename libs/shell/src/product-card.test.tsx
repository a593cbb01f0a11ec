import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18nMessages } from '@polis/i18n';
import { uiMessages } from '@polis/ui';
import {
  apiUrl,
  configureTestApiClient,
  renderWithProviders,
  setupApiServer,
} from '@polis/api-client/testing';
import type { Lang } from '@polis/routing';
import { STARTING_PRICES } from '@polis/tariffs';
import { ProductGrid } from './product-card';
import { productsForFilter } from './products';
import { shellMessages } from './shell-messages';

// The API answers what libs/tariffs computes (apps/api serves `STARTING_PRICES` as it is).
setupApiServer(http.get(apiUrl('/site/products'), () => HttpResponse.json({ products: STARTING_PRICES })));
beforeEach(() => configureTestApiClient());

const renderCatalogue = async (lang: Lang) => {
  const messages = {
    ...(await i18nMessages[lang]()),
    ...(await uiMessages[lang]()),
    ...(await shellMessages[lang]()),
  };
  const view = renderWithProviders(<ProductGrid entries={productsForFilter('all')} />, { lang, messages });
  // The prices arrive with the API's answer.
  await screen.findAllByText(/so[ʻ']m|UZS|сум/);
  return view;
};

const cards = () => screen.getAllByRole('listitem');

describe('the catalogue cards', () => {
  it('each show a "from" price with the currency, or say the price is quoted (uz)', async () => {
    await renderCatalogue('uz');
    const quoted = /^(Narx soʻrov boʻyicha|Kompaniyangiz uchun hisoblanadi)$/;
    const priced = /\d( soʻm|\s?%) dan$/;
    const silent = cards().filter((card) => {
      const price = card.querySelector('.shell-product-card__price')?.textContent ?? '';
      return !quoted.test(price) && !priced.test(price);
    });
    expect(silent.map((card) => card.textContent)).toEqual([]);
    expect(cards()).toHaveLength(productsForFilter('all').length);
  });

  it('list kindness and takaful with its products, linked to their pages (ru)', async () => {
    await renderCatalogue('ru');
    const kindness = screen.getByRole('link', { name: /^Страхование «Доброта»/ });
    expect(kindness).toHaveAttribute('href', '/ru/kindness');
    expect(within(kindness).getByText('от 200 000 сум в год')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Такафул/ })).toHaveAttribute('href', '/ru/takaful');
    const family = screen.getByRole('link', { name: /^Семейный такафул/ });
    expect(family).toHaveAttribute('href', '/ru/takaful/family');
    expect(within(family).getByText('Цена по запросу')).toBeInTheDocument();
  });

  it('say what a price is per: accident per 1 000 000 of cover, DMS for the company (en)', async () => {
    await renderCatalogue('en');
    const accident = screen.getByRole('link', { name: /^Personal accident/ });
    expect(within(accident).getByText('from 5 000 UZS per 1 000 000 UZS of cover')).toBeInTheDocument();
    const mini = screen.getByRole('link', { name: /^Mini KASKO/ });
    expect(within(mini).getByText('from 60 000 UZS for 31 days')).toBeInTheDocument();
    const dms = screen.getByRole('link', { name: /^Voluntary health insurance/ });
    expect(within(dms).getByText('Calculated for your company')).toBeInTheDocument();
    const osgor = screen.getByRole('link', { name: /^Employer liability/ });
    expect(within(osgor).getByText('from 0.0571% of the annual payroll')).toBeInTheDocument();
  });
});
