import { screen } from '@testing-library/react';
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
import { motorMessages } from '../motor-messages';
import { QUICK_KASKO } from './quick-kasko-product';

const OK = { error: 0, result: true, message: 'success' } as const;
const SAVED = {
  ...OK,
  contract_id: 41,
  order_id: 'P261123-ABCDEFGHJK',
  payme_url: 'http://localhost/sandbox/payme/x',
  click_url: 'http://localhost/sandbox/click/x',
  amount_uzs: 380_000,
};
const PROVIDERS = {
  ...OK,
  data: [{ id: 'payme', name: 'Payme', type: 'link', url: 'http://localhost/sandbox/payme/41' }],
};

const PROGRAMS = {
  ...OK,
  programs: [
    {
      id: 1,
      name: { uz: 'Start', ru: 'Старт', en: 'Quick kasko Start' },
      total: 20_000_000,
      premium: 380_000,
    },
    {
      id: 2,
      name: { uz: 'Optimal', ru: 'Опт', en: 'Quick kasko Optimal' },
      total: 40_000_000,
      premium: 680_000,
    },
  ],
  max_car_age: 10,
};
const fail = (error: number, code: string) =>
  HttpResponse.json({ error, result: false, message: code, error_message: code, code });
const vehicle = (plate: string) => ({
  gos_number: plate,
  tech_sery: 'AAF',
  tech_number: '1234567',
  car_model: 'Chevrolet Cobalt',
  car_owner: 'x',
  owner_type: 'person',
  inn: null,
  vehicle_type_id: 1,
  issue_year: 2020,
  body_number: 'VIN',
  engine_number: 'E',
  territory: 'tashkent',
  restricted: false,
});

const saves: unknown[] = [];
setupApiServer(
  http.get(apiUrl('/sayt/tez-kasko/programs'), () => HttpResponse.json(PROGRAMS)),
  http.post(apiUrl('/osago-neo/osago-juridik'), async ({ request }) => {
    const body = (await request.json()) as { gos_number: string };
    if (body.gos_number === '01123ABC')
      return HttpResponse.json({
        ...OK,
        response: {
          inn: '301234567',
          name: 'Toshkent Non',
          pinfl: null,
          car_model: 'Isuzu',
          vehicle_type_id: 2,
        },
      });
    return fail(3, 'owner_is_person');
  }),
  http.post(apiUrl('/check-ip'), async ({ request }) => {
    const body = (await request.json()) as { carNumber: string };
    return HttpResponse.json({ ...OK, status: 1, response: vehicle(body.carNumber) });
  }),
  http.post(apiUrl('/sayt/tez-kasko/save'), async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json(SAVED);
  }),
  http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(PROVIDERS)),
);

let messages: Messages;
beforeAll(async () => {
  const host = combineMessageSources(i18nMessages, uiMessages, apiClientMessages);
  messages = { ...(await host('en')), ...(await productMessageLoader(motorMessages)('en')) };
});
beforeEach(() => {
  configureTestApiClient();
  saves.length = 0;
  sessionStorage.clear();
});

const renderQuickKasko = () =>
  renderWithProviders(<ProductWizard product={QUICK_KASKO} />, {
    lang: 'en',
    route: '/en/quick-car-insurance',
    messages,
  });

async function carStep(user: ReturnType<typeof userEvent.setup>, plate: string) {
  await user.type(await screen.findByRole('textbox', { name: /Vehicle number/ }), plate);
  await user.type(screen.getByRole('textbox', { name: /Tech passport series/ }), 'aaf');
  await user.type(screen.getByRole('textbox', { name: /Tech passport number/ }), '1234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

it('refuses a company car with for_only_individuals and stays on the car step', async () => {
  const user = userEvent.setup();
  const { router } = renderQuickKasko();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await carStep(user, '01123abc');
  expect(await screen.findByText(/for cars owned by individuals only/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=car');
  expect(saves).toHaveLength(0);
});

it('sells to a foreigner with a 3-character series and the name', async () => {
  const user = userEvent.setup();
  const { router } = renderQuickKasko();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await carStep(user, '01a123bc');
  await user.click(await screen.findByRole('radio', { name: 'Foreign citizen' }));
  await user.type(screen.getByRole('textbox', { name: /Passport series/ }), 'n12');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '456789');
  await user.type(screen.getByRole('textbox', { name: /Surname and name/ }), 'Smith John');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15.03.1990');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=payment');
  expect(saves).toEqual([
    {
      program_id: 1,
      gos_number: '01A123BC',
      tech_sery: 'AAF',
      tech_number: '1234567',
      applicant_type: 'foreign',
      passport_seria: 'N12',
      passport_number: '456789',
      birthday: '15.03.1990',
      full_name: 'Smith John',
      phone_number: '998901234567',
      amount_uzs: 380_000,
    },
  ]);
});
