import { KARIMOV_AS_OWNER, KARIMOV_CAR_OWNER, RAHIMOVA_AS_DRIVER } from '@polis/api-contract/examples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  configureTestApiClient,
  renderWithProviders,
  setupApiServer,
} from '@polis/api-client/testing';
import type { Lang } from '@polis/routing';
import type { Messages } from '@polis/i18n';
import { daysFromToday, isoDate } from '@polis/wizard-core';
import { loadOsagoMessages } from './osago-messages';
import { OsagoWizard } from './osago-wizard';
import { draftHandlers, draftKept, drafts } from '@polis/product-kit/testing';
import { cobaltHandlers, OK } from '../test-utils/osago-fixtures';

const SAVED = {
  ...OK,
  response: {
    amount_uzs: 384_000,
    contract_id: 7,
    order_id: 'P261122-ABCDEFGHJK',
    payme_url: 'http://localhost/sandbox/payme/x',
    url: 'http://localhost/sandbox/click/services/pay?x',
    key: null,
  },
};

const saved: unknown[] = [];
let paid = false;
const server = setupApiServer(
  ...draftHandlers,
  ...cobaltHandlers(),
  http.post(apiUrl('/osago-neo/check-person'), () =>
    HttpResponse.json({ ...OK, response: KARIMOV_AS_OWNER }),
  ),
  http.post(apiUrl('/osago-neo/check-discount'), () =>
    HttpResponse.json({ ...OK, discountId: 1, percent: 0 }),
  ),
  http.post(apiUrl('/osago-neo/driver-check'), () => HttpResponse.json({ ...OK, ...RAHIMOVA_AS_DRIVER })),
  http.post(apiUrl('/osago-neo/save-policy/v2'), async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json(SAVED);
  }),
  http.post(apiUrl('/contract/get-payment'), () =>
    HttpResponse.json({
      ...OK,
      data: [
        { id: 'payme', name: 'Payme', type: 'link', url: SAVED.response.payme_url },
        { id: 'click', name: 'Click', type: 'link', url: SAVED.response.url },
      ],
    }),
  ),
  http.post(apiUrl('/sayt/contract/check'), () =>
    HttpResponse.json(
      paid
        ? {
            error: false,
            check: true,
            url: '/api/policy/EIOO/0000001/pdf?t=abc',
            polis_seria: 'EIOO',
            polis_number: '0000001',
          }
        : { error: 1, check: false, message: 'payment_not_made' },
    ),
  ),
);

beforeEach(() => {
  configureTestApiClient();
  saved.length = 0;
  paid = false;
  sessionStorage.clear();
  drafts.clear();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});

// The page's own loader: the motor and the payment catalogues, as the browser gets them.
const catalogues: Record<'en' | 'ru', Messages> = { en: {}, ru: {} };
beforeAll(async () => {
  catalogues.en = await loadOsagoMessages('en');
  catalogues.ru = await loadOsagoMessages('ru');
});

function renderWizard(lang: 'en' | 'ru' = 'en', limited = false) {
  return renderWithProviders(<OsagoWizard limited={limited} />, {
    lang: lang as Lang,
    route: `/${lang}/osago`,
    messages: catalogues[lang],
  });
}

/** The about-car step's labels, as a customer reads them. */
const CAR = {
  en: {
    plate: 'Vehicle number',
    series: 'Tech passport series',
    number: 'Tech passport number',
    submit: 'Find the car and calculate',
  },
  ru: {
    plate: 'Госномер автомобиля',
    series: 'Серия техпаспорта',
    number: 'Номер техпаспорта',
    submit: 'Найти автомобиль и рассчитать',
  },
};

async function fillCar(
  user: ReturnType<typeof userEvent.setup>,
  t: { plate: string; series: string; number: string; submit: string },
) {
  await user.type(screen.getByLabelText(t.plate, { exact: false }), '01a123bc');
  await user.type(screen.getByLabelText(t.series, { exact: false }), 'aaf');
  await user.type(screen.getByLabelText(t.number, { exact: false }), '1234567');
  await user.click(screen.getByRole('button', { name: t.submit }));
}

async function fillOwner(user: ReturnType<typeof userEvent.setup>, lang: 'en' | 'ru') {
  const l =
    lang === 'en'
      ? { s: 'Passport series', n: 'Passport number', b: 'Date of birth', p: 'Phone number', next: 'Next' }
      : { s: 'Серия паспорта', n: 'Номер паспорта', b: 'Дата рождения', p: 'Номер телефона', next: 'Далее' };
  await user.type(await screen.findByLabelText(l.s, { exact: false }), 'aa');
  await user.type(screen.getByLabelText(l.n, { exact: false }), '1234567');
  await user.type(screen.getByLabelText(l.b, { exact: false }), '15031990');
  await user.type(screen.getByLabelText(l.p, { exact: false }), '901234567');
  await user.click(screen.getByRole('button', { name: l.next }));
}

/** The car, its owner and the consent: the policy step, ready to save. */
async function readyToSave(user: ReturnType<typeof userEvent.setup>, lang: 'en' | 'ru' = 'en') {
  await fillCar(user, CAR[lang]);
  await fillOwner(user, lang);
  await agree(user, lang);
}

/** The consent asked before saving (the product kit's line, with the offer and the OSAGO rules). */
async function agree(user: ReturnType<typeof userEvent.setup>, lang: 'en' | 'ru' = 'en') {
  await user.click(await screen.findByRole('checkbox', { name: lang === 'en' ? /I agree/ : /Я согласен/ }));
}

it('buys an unlimited-drivers policy in Russian: car, owner, policy, payment check, PDF', async () => {
  const user = userEvent.setup();
  renderWizard('ru');
  const plate = screen.getByLabelText('Госномер автомобиля', { exact: false });
  await fillCar(user, CAR.ru);
  expect(plate).toBeDefined();
  expect(await screen.findByText('Chevrolet Cobalt')).toBeInTheDocument();
  expect(screen.getByText('Владелец: K. Alisher')).toBeInTheDocument();

  await fillOwner(user, 'ru');
  // The policy step: unlimited drivers by default, the tariff price shown.
  expect(await screen.findByRole('radio', { name: 'Любой водитель (без ограничений)' })).toBeChecked();
  expect(screen.getAllByText('384 000', { exact: false }).length).toBeGreaterThan(0);
  await user.click(screen.getByRole('checkbox', { name: /газового баллона/ }));
  // The gas cylinder cover links its own rules, in the page's language.
  expect(screen.getByRole('link', { name: 'Правила страхования газовых баллонов (PDF)' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/api\/rules\/gas-cylinder\/ru\.pdf$/),
  );
  await agree(user, 'ru');
  await user.click(screen.getByRole('button', { name: 'Сохранить и перейти к оплате' }));

  expect(await screen.findByRole('link', { name: 'Оплатить через Payme' })).toHaveAttribute(
    'href',
    SAVED.response.payme_url,
  );
  expect(saved[0]).toMatchObject({
    ...KARIMOV_CAR_OWNER,
    phone_number: '998901234567',
    number_drivers_id: 1,
    drivers: [],
    gazballon_insurance: true,
    amount_uzs: 394_000,
  });
  // The server answered 384 000 where the quote said 394 000: the step says so.
  expect(
    screen
      .getAllByRole('status')
      .map((e) => e.textContent)
      .join(),
  ).toContain('Страховщик пересчитал стоимость');

  await user.click(screen.getByRole('button', { name: 'Проверить оплату' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Оплата ещё не поступила');
  paid = true;
  await user.click(screen.getByRole('button', { name: 'Проверить оплату' }));
  expect(await screen.findByRole('link', { name: 'Скачать полис (PDF)' })).toHaveAttribute(
    'href',
    '/api/policy/EIOO/0000001/pdf?t=abc',
  );
  expect(screen.getByText('Полис EIOO 0000001')).toBeInTheDocument();

  const events = ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
    .map((e) => e.event)
    .filter(Boolean);
  expect(events).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
});

it('keeps the answers on the server and nothing of them in web storage: the tab holds the draft id only', async () => {
  const user = userEvent.setup();
  renderWizard('en');
  await readyToSave(user, 'en');
  // The add-ons' prices are in the page's currency words (UZS in English, as the totals).
  expect(
    screen.getByText(/Accident insurance for the driver and passengers \(\+[\d\s]+ UZS\)/),
  ).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Save and go to payment' }));
  await screen.findByRole('link', { name: 'Pay with Payme' });
  await draftKept('osago', (d) => d.step === 'payment' && JSON.stringify(d).includes('01A123BC'));
  const stored = JSON.stringify({ ...sessionStorage, ...localStorage });
  expect(stored).not.toMatch(/01A123BC|15\.03\.1990|31503902610013|901234567|passport/i);
});

it('named drivers: a save refusal with key 1 is shown beside driver 1', async () => {
  server.use(
    http.post(apiUrl('/osago-neo/save-policy/v2'), () =>
      HttpResponse.json({
        error: 3,
        result: false,
        message: 'Driver 1 not found',
        error_message: 'Driver 1 not found',
        code: 'driver_data_not_found',
        response: { key: 1 },
      }),
    ),
  );
  const user = userEvent.setup();
  renderWizard('en', true);
  await fillCar(user, CAR.en);
  await fillOwner(user, 'en');
  expect(await screen.findByRole('radio', { name: 'Named drivers only (up to 5)' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const driver = await screen.findByRole('group', { name: 'Driver 1' });
  await user.type(within(driver).getByLabelText('Passport series', { exact: false }), 'ab');
  await user.type(within(driver).getByLabelText('Passport number', { exact: false }), '2345678');
  await user.type(within(driver).getByLabelText('Date of birth', { exact: false }), '22071995');
  await user.click(within(driver).getByRole('button', { name: 'Check the driver' }));
  expect(await within(driver).findByText('Found: Rahimova Dilnoza Anvarovna')).toBeInTheDocument();

  await agree(user);
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  const again = await screen.findByRole('group', { name: 'Driver 1' });
  expect(await within(again).findByRole('alert')).toHaveTextContent("The driver's data were not found");
  // Editing that driver clears its error.
  await user.type(within(again).getByLabelText('Passport number', { exact: false }), '{backspace}9');
  expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
});

it('save error 10 opens the global error modal and keeps the user on the step', async () => {
  server.use(
    http.post(apiUrl('/osago-neo/save-policy/v2'), () =>
      HttpResponse.json({
        error: 10,
        result: false,
        message: 'x',
        error_message: 'x',
        code: 'general',
        response: { key: null },
      }),
    ),
  );
  const user = userEvent.setup();
  renderWizard('en');
  await readyToSave(user, 'en');
  await user.click(await screen.findByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save and go to payment' })).toBeInTheDocument();
});

it('a car insured for these days: says until when and offers the first free day as the start', async () => {
  const until = daysFromToday(20);
  const free = daysFromToday(21);
  const iso = (display: string) => display.split('.').reverse().join('-');
  const starts: string[] = [];
  server.use(
    http.post(apiUrl('/osago-neo/save-policy/v2'), async ({ request }) => {
      const body = (await request.json()) as { startDate: string };
      starts.push(body.startDate);
      if (starts.length === 1)
        return HttpResponse.json({
          error: 11,
          result: false,
          message: 'x',
          error_message: 'x',
          code: 'vehicle_already_insured',
          response: { key: null, insured_until: iso(until), next_start_date: iso(free) },
        });
      return HttpResponse.json(SAVED);
    }),
  );
  const user = userEvent.setup();
  renderWizard('ru');
  await readyToSave(user, 'ru');
  const save = await screen.findByRole('button', { name: 'Сохранить и перейти к оплате' });
  await user.click(save);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    `На этот автомобиль уже есть оплаченный полис ОСАГО до ${until}. Новый полис может начаться не раньше ${free}.`,
  );
  await user.click(screen.getByRole('button', { name: `Начать с ${free}` }));
  expect(screen.getByLabelText('Дата начала', { exact: false })).toHaveValue(free);
  expect(screen.queryByRole('button', { name: `Начать с ${free}` })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Сохранить и перейти к оплате' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(starts).toEqual([iso(daysFromToday(1)), iso(free)]);
});

it('a vehicle missing from the registry is said so, in the user language', async () => {
  server.use(
    http.post(apiUrl('/check-ip'), () =>
      HttpResponse.json({
        error: 1,
        result: false,
        status: 0,
        message: 'no',
        error_message: 'no',
        code: 'vehicle_not_found',
      }),
    ),
  );
  const user = userEvent.setup();
  renderWizard('ru');
  await fillCar(user, CAR.ru);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Автомобиль с таким номером и техпаспортом не найден',
  );
});

it('says which field is wrong before calling the API', async () => {
  const user = userEvent.setup();
  renderWizard('en');
  await user.click(screen.getByRole('button', { name: 'Find the car and calculate' }));
  expect(await screen.findAllByText('Fill in this field')).toHaveLength(3);
});

it('a 422 price mismatch shows the server figure, and saving again sends it', async () => {
  const amounts: number[] = [];
  server.use(
    http.post(apiUrl('/osago-neo/save-policy/v2'), async ({ request }) => {
      const body = (await request.json()) as { amount_uzs: number };
      amounts.push(body.amount_uzs);
      if (body.amount_uzs !== 192_000)
        return HttpResponse.json(
          {
            error: { code: 'price_mismatch', message: 'The price is 192 000', details: [] },
            amount_uzs: 192_000,
          },
          { status: 422 },
        );
      return HttpResponse.json({ ...SAVED, response: { ...SAVED.response, amount_uzs: 192_000 } });
    }),
  );
  const user = userEvent.setup();
  renderWizard('en');
  await readyToSave(user, 'en');
  await user.click(await screen.findByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The price has been recalculated: 192 000');
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: 'Pay with Payme' })).toBeInTheDocument();
  expect(amounts).toEqual([384_000, 192_000]);
});

it('saves nothing until the customer agrees with the offer and the rules, linked in the page language', async () => {
  const user = userEvent.setup();
  renderWizard('ru');
  await fillCar(user, CAR.ru);
  await fillOwner(user, 'ru');
  await user.click(await screen.findByRole('button', { name: 'Сохранить и перейти к оплате' }));
  expect(await screen.findByText('Подтвердите согласие с офертой и правилами')).toBeInTheDocument();
  expect(saved).toHaveLength(0);
  expect(screen.getByRole('link', { name: 'правила страхования' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/api\/rules\/osago\/ru\.pdf$/),
  );
  await agree(user, 'ru');
  await user.click(screen.getByRole('button', { name: 'Сохранить и перейти к оплате' }));
  expect(await screen.findByRole('link', { name: 'Оплатить через Payme' })).toBeInTheDocument();
  expect(saved).toHaveLength(1);
});

/** The quote of a car still insured until `days` from today (ISO days, as the API answers them). */
const insuredFor = (days: number) => {
  const iso = (n: number) => isoDate(daysFromToday(n)) ?? '';
  server.use(
    http.post(apiUrl('/osago-neo/get-calc-osago/v3'), () =>
      HttpResponse.json({
        ...OK,
        response: {
          amount_uzs: 384_000,
          annual_uzs: 384_000,
          insured_sum: 80_000_000,
          territory: 'tashkent',
          insured_until: iso(days),
          next_start_date: iso(days + 1),
        },
      }),
    ),
  );
};

it('says on the car step that the car is still insured and starts the new policy the day after; one total on the policy step', async () => {
  insuredFor(20);
  const user = userEvent.setup();
  renderWizard('en');
  await fillCar(user, CAR.en);
  await fillOwner(user, 'en');
  expect(
    await screen.findByText(
      `This car is insured by OSAGO until ${daysFromToday(20)}: the new policy starts on ${daysFromToday(21)}.`,
    ),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Start date', { exact: false })).toHaveValue(daysFromToday(21));
  // The car summary leaves the total to the policy step while it is chosen there.
  expect(screen.getAllByText('Total:', { exact: false })).toHaveLength(1);
});

it('says a car insured for longer than a policy may be bought ahead from when it can be bought, keeping tomorrow as the start', async () => {
  insuredFor(200);
  const user = userEvent.setup();
  renderWizard('ru');
  await fillCar(user, CAR.ru);
  const note = await screen.findByText(/застрахован по ОСАГО до/);
  expect(note).toHaveTextContent(
    `застрахован по ОСАГО до ${daysFromToday(200)}, поэтому новый полис может начаться не раньше ${daysFromToday(201)}`,
  );
  expect(note).toHaveTextContent(`возвращайтесь с ${daysFromToday(111)}`);
  await fillOwner(user, 'ru');
  expect(await screen.findByLabelText('Дата начала', { exact: false })).toHaveValue(daysFromToday(1));
});

it('named drivers: "The owner drives too" fills driver 1 from the owner and checks them as if typed', async () => {
  const checks: unknown[] = [];
  server.use(
    http.post(apiUrl('/osago-neo/driver-check'), async ({ request }) => {
      checks.push(await request.json());
      return HttpResponse.json({
        ...OK,
        full_name: KARIMOV_AS_OWNER.full_name,
        name: KARIMOV_AS_OWNER.name,
        middlename: KARIMOV_AS_OWNER.middlename,
        lastname: KARIMOV_AS_OWNER.lastname,
        pinfl: KARIMOV_AS_OWNER.pinfl,
        licenseSeria: 'AF',
        licenseNumber: '7654321',
        licenseIssueDate: '01.02.2010',
      });
    }),
  );
  const user = userEvent.setup();
  renderWizard('en', true);
  await fillCar(user, CAR.en);
  await fillOwner(user, 'en');
  await screen.findByRole('radio', { name: 'Named drivers only (up to 5)' });
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const driver = await screen.findByRole('group', { name: 'Driver 1' });
  const owner = within(driver).getByRole('checkbox', { name: 'The owner drives too' });
  await user.click(owner);
  expect(within(driver).getByLabelText('Passport series', { exact: false })).toHaveValue('AA');
  expect(within(driver).getByLabelText('Passport number', { exact: false })).toHaveValue('1234567');
  expect(within(driver).getByLabelText('Date of birth', { exact: false })).toHaveValue('15.03.1990');
  expect(within(driver).getByRole('combobox', { name: /Relation to the owner/ })).toHaveValue('0');
  expect(await within(driver).findByText('Found: Karimov Alisher Bahodirovich')).toBeInTheDocument();
  expect(within(driver).getByText('Driving licence AF 7654321, issued 01.02.2010')).toBeInTheDocument();
  expect(checks).toEqual([{ seria: 'AA', number: '1234567', birthday: '15.03.1990' }]);
  // Unticked, driver 1 is someone else again: nothing of the owner stays.
  await user.click(owner);
  expect(within(driver).getByLabelText('Passport number', { exact: false })).toHaveValue('');
  expect(within(driver).queryByText(/Found:/)).toBeNull();
  await user.click(owner);
  expect(await within(driver).findByText('Found: Karimov Alisher Bahodirovich')).toBeInTheDocument();
  // The owner's birthday corrected two steps back: driver 1 follows, checked again.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  const born = await screen.findByLabelText('Date of birth', { exact: false });
  await user.clear(born);
  await user.type(born, '16031990');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const again = await screen.findByRole('group', { name: 'Driver 1' });
  expect(within(again).getByRole('checkbox', { name: 'The owner drives too' })).toBeChecked();
  // The copy follows as the step opens (an effect of the tick, after the step's first render).
  await waitFor(() =>
    expect(within(again).getByLabelText('Date of birth', { exact: false })).toHaveValue('16.03.1990'),
  );
  expect(await within(again).findByText('Found: Karimov Alisher Bahodirovich')).toBeInTheDocument();
  expect(checks[checks.length - 1]).toEqual({ seria: 'AA', number: '1234567', birthday: '16.03.1990' });

  await agree(user);
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  await screen.findByRole('link', { name: 'Pay with Payme' });
  // The body a typed and checked driver 1 gives.
  expect((saved[0] as { drivers: unknown }).drivers).toEqual([
    {
      passport__seria: 'AA',
      passport__number: '1234567',
      driver_birthday: '16.03.1990',
      licenseSeria: 'AF',
      licenseNumber: '7654321',
      licenseIssueDate: '01.02.2010',
      relative: 0,
      name: 'Karimov Alisher Bahodirovich',
    },
  ]);
});
