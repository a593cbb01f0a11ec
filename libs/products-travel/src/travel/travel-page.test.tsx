import { screen, waitFor, within } from '@testing-library/react';
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
import { TRAVEL } from './travel-product';

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
const server = setupApiServer(
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

const renderTravel = () =>
  renderWithProviders(<ProductWizard product={TRAVEL} />, { lang: 'en', route: '/en/travel', messages });

const later = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

it('resets the days when the purpose changes and offers the multi-entry durations', async () => {
  const user = userEvent.setup();
  renderTravel();
  await user.click(await screen.findByRole('radio', { name: 'Work' }));
  const days = screen.getByRole('combobox', { name: /Number of days/ });
  expect(
    within(days)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['30 days', '60 days', '90 days', '180 days', '365 days']);
  await user.selectOptions(days, '90');
  await user.click(screen.getByRole('radio', { name: 'Education' }));
  expect(screen.getByRole('combobox', { name: /Number of days/ })).toHaveValue('30');
  await user.click(screen.getByRole('checkbox', { name: /Multi-entry/ }));
  expect(
    within(screen.getByRole('combobox', { name: /Number of days/ }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['15 days', '30 days', '45 days', '90 days', '180 days']);
  await user.click(screen.getByRole('radio', { name: 'Travel' }));
  expect(screen.getByRole('checkbox', { name: /Multi-entry/ })).not.toBeChecked();
  expect(screen.queryByRole('combobox', { name: /Number of days/ })).toBeNull();
});

it('buys a family of three to Germany with two risks: Comfort forced, Latin names, the price seen', async () => {
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('checkbox', { name: /Family policy/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.type(await screen.findByRole('searchbox', { name: /Country/ }), 'герман');
  await user.click(screen.getByRole('button', { name: 'Germany · Schengen' }));
  const end = screen.getByRole('textbox', { name: /End date/ });
  await user.type(end, later(14));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const first = await screen.findByRole('group', { name: 'Tourist 1' });
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'aa1234567');
  await user.type(within(first).getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.click(within(first).getByRole('button', { name: /Find the name/ }));
  expect(await within(first).findByDisplayValue('KARIMOV ALISHER')).toBeInTheDocument();
  await user.click(within(first).getByRole('checkbox', { name: /This tourist pays/ }));

  const second = screen.getByRole('group', { name: 'Tourist 2' });
  await user.type(within(second).getByRole('textbox', { name: /Passport series and number/ }), 'AB2345678');
  await user.type(within(second).getByRole('textbox', { name: /Date of birth/ }), '22071995');
  const name2 = within(second).getByRole('textbox', { name: /Surname and name/ });
  await user.type(name2, 'Ка');
  expect(name2).toHaveValue('');
  expect(within(second).getByText('Use the Latin alphabet')).toBeInTheDocument();
  await user.click(within(second).getByRole('checkbox', { name: /Foreign citizen/ }));
  expect(within(second).queryByText('Use the Latin alphabet')).toBeNull();
  await user.type(within(second).getByRole('textbox', { name: /Surname and name/ }), 'Karimova Dilnoza');

  await user.click(screen.getByRole('button', { name: 'Add a tourist' }));
  const third = screen.getByRole('group', { name: 'Tourist 3' });
  await user.type(within(third).getByRole('textbox', { name: /Passport series and number/ }), 'FA7654321');
  await user.type(within(third).getByRole('textbox', { name: /Date of birth/ }), '01062016');
  await user.click(within(third).getByRole('button', { name: /Find the name/ }));
  expect(await within(third).findByText(/No data found/)).toBeInTheDocument();
  await user.type(within(third).getByRole('textbox', { name: /Surname and name/ }), 'Karimov Sardor');
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByRole('radio', { name: /Comfort/ })).toBeChecked();
  expect(screen.queryByRole('radio', { name: /Basic/ })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: /Luggage/ }));
  await user.click(screen.getByRole('checkbox', { name: /Accident/ }));
  await waitFor(() => expect(screen.getByText(/^Total:/)).toHaveTextContent(/615\s000/));
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=payment');
  expect(screen.getByText('Germany')).toBeInTheDocument();
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({
    countries: ['DE'],
    purpose_id: 1,
    is_family: true,
    program_id: 2,
    summa_all: 615_000,
    risklar: ['luggage', 'accident'],
    insurer_name: 'KARIMOV ALISHER',
    insurer_passport_series: 'AA',
    insurer_phone: '998901234567',
    travelers: [
      { name: 'KARIMOV ALISHER', birthday: '15.03.1990', passport_series: 'AA', passport_number: '1234567' },
      { name: 'KARIMOVA DILNOZA', birthday: '22.07.1995', passport_series: 'AB', passport_number: '2345678' },
      { name: 'KARIMOV SARDOR', birthday: '01.06.2016', passport_series: 'FA', passport_number: '7654321' },
    ],
  });
  expect(saves[0]).toHaveProperty('end_date');
  expect(saves[0]).not.toHaveProperty('days');
}, 60_000);

it('refuses a family policy for three adults', async () => {
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('checkbox', { name: /Family policy/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('searchbox', { name: /Country/ }), 'Türk');
  await user.click(screen.getByRole('button', { name: 'Türkiye' }));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(7));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('group', { name: 'Tourist 1' });
  await user.click(screen.getByRole('button', { name: 'Add a tourist' }));
  for (const [n, passport, born] of [
    [1, 'AA1234567', '15031990'],
    [2, 'AB2345678', '22071995'],
    [3, 'AC3456789', '02111985'],
  ] as const) {
    const group = screen.getByRole('group', { name: `Tourist ${n}` });
    await user.type(within(group).getByRole('textbox', { name: /Passport series and number/ }), passport);
    await user.type(within(group).getByRole('textbox', { name: /Date of birth/ }), born);
    await user.type(
      within(group).getByRole('textbox', { name: /Surname and name/ }),
      `Tourist ${'ABC'[n - 1]}`,
    );
  }
  await user.click(
    within(screen.getByRole('group', { name: 'Tourist 1' })).getByRole('checkbox', { name: /pays/ }),
  );
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(/A family policy is one or two adults/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=tourists');
}, 60_000);

it('keeps the country step until a country is chosen', async () => {
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('searchbox', { name: /Country/ });
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(5));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Choose at least one country')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=countries');
});

it('opens the error modal with maybe-data-is-incorrect when the save is refused, and stays on the program', async () => {
  server.use(
    http.post(apiUrl('/travel-neo/save-polis'), () =>
      HttpResponse.json(
        { error: { code: 'program_not_allowed', message: 'Program 1 is not sold for these destinations' } },
        { status: 422 },
      ),
    ),
  );
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('searchbox', { name: /Country/ }), 'tr');
  await user.click(screen.getByRole('button', { name: 'Türkiye' }));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(30));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const first = await screen.findByRole('group', { name: 'Tourist 1' });
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'AA1234567');
  await user.type(within(first).getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(within(first).getByRole('textbox', { name: /Surname and name/ }), 'Karimov Alisher');
  // A foreign payer gives the passport's country instead of a PINFL.
  await user.click(screen.getByRole('checkbox', { name: /The payer is a foreign citizen/ }));
  expect(screen.queryByRole('textbox', { name: /PINFL/ })).toBeNull();
  expect(screen.getByRole('combobox', { name: /Payer's citizenship/ })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /The payer is a foreign citizen/ }));
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: /Basic/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  const saveButton = screen.getByRole('button', { name: 'Save and go to payment' });
  await user.click(saveButton);
  // Spec 000 section 8: the save failure sets maybe-data-is-incorrect and opens the error modal.
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(/Perhaps the data is incorrect/);
  const close = within(dialog).getAllByRole('button', { name: 'Close' });
  expect(close).toContain(document.activeElement);
  expect(screen.queryByRole('link', { name: /Payme/ })).toBeNull();
  await user.click(close[close.length - 1]);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  // Focus returns to the button that saved; the step stays, with no message of its own.
  expect(saveButton).toHaveFocus();
  expect(screen.queryByText(/Perhaps the data is incorrect/)).toBeNull();
  expect(router.state.location.search).toBe('?step=program');
}, 60_000);
