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
import { MINI_KASKO } from './mini-kasko-product';

const OK = { error: 0, result: true, message: 'success' } as const;
const SAVED = {
  ...OK,
  contract_id: 41,
  order_id: 'P261123-ABCDEFGHJK',
  payme_url: 'http://localhost/sandbox/payme/x',
  click_url: 'http://localhost/sandbox/click/x',
  amount_uzs: 90_000,
};
const PROVIDERS = {
  ...OK,
  data: [{ id: 'payme', name: 'Payme', type: 'link', url: 'http://localhost/sandbox/payme/41' }],
};

const PROGRAMS = {
  ...OK,
  tariflar: [
    {
      id: 1,
      name: 'Basic',
      premium: 60_000,
      liability: 10_000_000,
      description: { uz: 'a', ru: 'б', en: 'Basic cover' },
    },
    {
      id: 2,
      name: 'Comfort',
      premium: 90_000,
      liability: 20_000_000,
      description: { uz: 'a', ru: 'б', en: 'Comfort cover' },
    },
    {
      id: 3,
      name: 'Premium',
      premium: 110_000,
      liability: 30_000_000,
      description: { uz: 'a', ru: 'б', en: 'All risks' },
    },
  ],
};
const COBALT = {
  gos_number: '01A123BC',
  tech_sery: 'AAF',
  tech_number: '1234567',
  car_model: 'Chevrolet Cobalt',
  car_owner: 'Karimov Alisher Bahodirovich',
  owner_type: 'person',
  inn: null,
  vehicle_type_id: 1,
  issue_year: 2020,
  body_number: 'XWBJA69V9LA123456',
  engine_number: 'B15D2-0123456',
  territory: 'tashkent',
  restricted: false,
};

const saves: unknown[] = [];
const lookups: unknown[] = [];
setupApiServer(
  http.get(apiUrl('/minikasko_neo/getPrograms'), () => HttpResponse.json(PROGRAMS)),
  http.post(apiUrl('/minikasko_neo/checkCar'), async ({ request }) => {
    const body = (await request.json()) as { tech_number: string };
    lookups.push(body);
    if (body.tech_number === '7654321')
      return HttpResponse.json({
        error: 1,
        result: false,
        status: 0,
        message: 'x',
        error_message: 'x',
        code: 'vehicle_not_found',
      });
    return HttpResponse.json({ ...OK, status: 1, response: COBALT });
  }),
  http.post(apiUrl('/minikasko_neo/saqlash'), async ({ request }) => {
    const body = (await request.json()) as { birthday: string };
    saves.push(body);
    if (body.birthday === '16.03.1990')
      return HttpResponse.json({ error: { code: 'person_not_found', message: 'x' } }, { status: 422 });
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

const renderMiniKasko = () =>
  renderWithProviders(<ProductWizard product={MINI_KASKO} />, {
    lang: 'en',
    route: '/en/mini-kasko',
    messages,
  });

async function carStep(user: ReturnType<typeof userEvent.setup>, techNumber = '1234567') {
  await user.type(await screen.findByRole('textbox', { name: /Vehicle number/ }), '01a123bc');
  await user.type(screen.getByRole('textbox', { name: /Tech passport series/ }), 'aaf');
  await user.type(screen.getByRole('textbox', { name: /Tech passport number/ }), techNumber);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function applicantStep(user: ReturnType<typeof userEvent.setup>, birthday = '15.03.1990') {
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'aa');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), birthday);
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
}

it('sells Comfort: finds the car, saves the spec payload at the program price and opens the payment', async () => {
  const user = userEvent.setup();
  const { router } = renderMiniKasko();
  expect(await screen.findByRole('radio', { name: /Basic/ })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: /Comfort/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await carStep(user);
  await applicantStep(user);
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=payment');
  expect(screen.getByText(/Chevrolet Cobalt, 2020/)).toBeInTheDocument();
  expect(lookups).toEqual([{ gos_number: '01A123BC', tech_sery: 'AAF', tech_number: '1234567' }]);
  expect(saves).toEqual([
    {
      program_id: 2,
      gos_number: '01A123BC',
      tech_sery: 'AAF',
      tech_number: '1234567',
      phone_number: '998901234567',
      passport: 'AA1234567',
      birthday: '15.03.1990',
      amount_uzs: 90_000,
    },
  ]);
});

it('stays on the car step when the registry does not know the car', async () => {
  const user = userEvent.setup();
  const { router } = renderMiniKasko();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await carStep(user, '7654321');
  expect(await screen.findByText(/No car with this number and tech passport/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=car');
});

it('shows fault_on_driver_data when the server refuses the applicant with a 422', async () => {
  const user = userEvent.setup();
  renderMiniKasko();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await carStep(user);
  await applicantStep(user, '16.03.1990');
  expect(await screen.findByText(/There is an error in the applicant's data/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Payme/ })).not.toBeInTheDocument();
});
