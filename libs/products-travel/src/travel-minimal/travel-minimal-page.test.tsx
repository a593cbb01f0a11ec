import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiClientMessages } from '@polis/api-client';
import {
  apiUrl,
  configureTestApiClient,
  renderWithProviders,
  setupApiServer,
} from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import { productMessageLoader, ProductWizard } from '@polis/product-kit';
import { uiMessages } from '@polis/ui';
import { travelMessages } from '../travel-messages';
import { TRAVEL_MINIMAL } from '../travel/travel-product';

const OK = { error: 0, result: true, message: 'success' } as const;
const n = (en: string) => ({ uz: en, ru: en, en });
const REFERENCE = {
  ...OK,
  response: {
    country: [
      { id: 1, code: 'DE', uz: 'Germaniya', ru: 'Германия', en: 'Germany', shengen: true, programs: [2, 3] },
      { id: 2, code: 'TR', uz: 'Turkiya', ru: 'Турция', en: 'Türkiye', shengen: false, programs: [1, 2, 3] },
    ],
    purpose: [],
    tarifs: [],
    risk: [],
    valyuta: [{ code: 'EUR', kurs_cbu: 14050, date: '2026-11-23' }],
    uy_joy: { price: 30000, sum_insured: 50000000 },
  },
};
const tarif = (program_id: 1 | 2 | 3, prem_uzs: number, name: string) => ({
  program_id,
  program_name: n(name),
  prem_eur: prem_uzs / 14050,
  prem_uzs,
  kurs_cbu: 14050,
  sum_insured: ({ 1: 50_000, 2: 60_000, 3: 100_000 } as const)[program_id],
});
const SAVED = {
  ...OK,
  response: {
    contract_id: 41,
    order_id: 'P261123-ABCDEFGHJK',
    payme_url: 'http://localhost/sandbox/payme/x',
    url: 'http://localhost/sandbox/click/x',
    amount_uzs: 601_000,
  },
};
const PROVIDERS = {
  ...OK,
  data: [{ id: 'payme', name: 'Payme', type: 'link', url: 'http://localhost/sandbox/payme/41' }],
};

const saves: Record<string, unknown>[] = [];
const quotes: Record<string, unknown>[] = [];
setupApiServer(
  http.get(apiUrl('/travel-neo/get_country'), () => HttpResponse.json(REFERENCE)),
  http.post(apiUrl('/travel-neo/calculator-total'), async ({ request }) => {
    const body = (await request.json()) as { risklar: string[]; countries: string[] };
    quotes.push(body);
    const extra = body.risklar.length * 39_000;
    const list = body.countries.includes('DE')
      ? [tarif(2, 537_000 + extra, 'Comfort'), tarif(3, 979_000 + extra, 'Premium')]
      : [tarif(1, 203_000, 'Basic'), tarif(2, 215_000, 'Comfort'), tarif(3, 392_000, 'Premium')];
    return HttpResponse.json({ ...OK, days: 14, response: list });
  }),
  http.post(apiUrl('/travel-neo/getPerson'), async ({ request }) => {
    const body = (await request.json()) as { passportNumber: string };
    return HttpResponse.json(
      body.passportNumber === '1234567'
        ? { ...OK, ism: 'Alisher', familya: 'Karimov', ism_eng: 'ALISHER', familya_eng: 'KARIMOV' }
        : {
            error: 1,
            result: false,
            message: 'No person',
            error_message: 'No person',
            code: 'person_not_found',
          },
    );
  }),
  http.post(apiUrl('/travel-neo/save-polis'), async ({ request }) => {
    saves.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(SAVED);
  }),
  http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(PROVIDERS)),
);

let messages: Messages;
beforeAll(async () => {
  const host = combineMessageSources(i18nMessages, uiMessages, apiClientMessages);
  messages = { ...(await host('en')), ...(await productMessageLoader(travelMessages)('en')) };
});
beforeEach(() => {
  configureTestApiClient();
  saves.length = 0;
  quotes.length = 0;
  sessionStorage.clear();
});

const renderMinimal = () =>
  renderWithProviders(<ProductWizard product={TRAVEL_MINIMAL} />, {
    lang: 'en',
    route: '/en/travel-minimal',
    messages,
  });

const later = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

it('locks the program to the cheapest the country allows, offers no add-ons and saves as minimal', async () => {
  const user = userEvent.setup();
  renderMinimal();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('searchbox', { name: /Country/ }), 'turk');
  await user.click(screen.getByRole('button', { name: 'Türkiye' }));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(30));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const first = await screen.findByRole('group', { name: 'Tourist 1' });
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'AA1234567');
  await user.type(within(first).getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(within(first).getByRole('textbox', { name: /Surname and name/ }), 'Karimov Alisher');
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByText(/Program: Basic, sum insured EUR 50\D?000/)).toBeInTheDocument();
  expect(screen.getByText(/Check the embassy/)).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /Comfort/ })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: /Luggage/ })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(saves[0]).toMatchObject({
    program_id: 1,
    summa_all: 203_000,
    risklar: [],
    uy_joy: false,
    minimal: true,
  });
  expect(quotes.every((q) => (q.risklar as string[]).length === 0)).toBe(true);
}, 60_000);
