import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import type { ProductDefinition } from '@polis/product-kit';
import { OK, setupProductTests } from '@polis/product-kit/testing';
import { travelMessages } from '../travel-messages';

// Test-only (not built, not exported): the set-up the travel abroad page tests share.

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

/** The bodies the wizard saved and quoted with in the current test (emptied before each test). */
export const saves: Record<string, unknown>[] = [];
export const quotes: Record<string, unknown>[] = [];

/**
 * The travel API: Germany (Schengen, Comfort and Premium, 39 000 per add-on risk) and Türkiye (all three
 * programs); passport 1234567 is Alisher Karimov, any other is not found; every save succeeds.
 */
const handlers = [
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
];

let renderWizard: ReturnType<typeof setupProductTests>['renderWizard'] | undefined;

/**
 * Call once at the top of a test file: the MSW server with the travel API (returned, for `server.use`), the
 * English catalogues of the host and of travel, and before each test a fresh client, no recorded bodies and
 * no saved draft.
 */
export function setupTravelTests() {
  const kit = setupProductTests({ messages: travelMessages }, ...handlers);
  renderWizard = kit.renderWizard;
  beforeEach(() => {
    saves.length = 0;
    quotes.length = 0;
  });
  return kit.server;
}

/** The wizard of `product` at `route` (`/en/travel`) in English, with a real store and router. */
export function renderTravelWizard<Snap>(product: ProductDefinition<Snap>, route: string) {
  if (!renderWizard) throw new Error('Call setupTravelTests() first');
  return renderWizard(product, route);
}

/** The date `days` from now as typed into a date field (DDMMYYYY). */
export const later = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

/**
 * On the countries step: searches `query`, picks `country`, ends the trip `days` from now and goes on;
 * returns the card of tourist 1.
 */
export async function toFirstTourist(user: UserEvent, query: string, country: string, days: number) {
  await user.type(await screen.findByRole('searchbox', { name: /Country/ }), query);
  await user.click(screen.getByRole('button', { name: country }));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(days));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('group', { name: 'Tourist 1' });
}
