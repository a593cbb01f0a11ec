import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { COBALT_IN_REGISTRY, kaskoSaveExample } from '@polis/api-contract/examples';
import { kaskoQuote } from '@polis/tariffs';
import { tashkentToday } from '@polis/wizard-core';
import { agreeAndSave, expectPaymentStep, OK } from '@polis/product-kit/testing';
import { setupKaskoTests } from '../test-utils/kasko-fixtures';
import { KASKO } from './kasko-product';

const YEAR = tashkentToday().year;
const CARS = {
  ...OK,
  cars: [
    {
      id: 1,
      name: 'Chevrolet',
      models: [
        { id: 11, name: 'Spark', positions: [{ id: 111, name: '1.25 MT', price: 118_000_000 }] },
        {
          id: 13,
          name: 'Cobalt',
          positions: [
            { id: 131, name: 'LS MT', price: 135_000_000 },
            { id: 132, name: 'GS-STYLE MT', price: 150_000_000 },
          ],
        },
      ],
    },
    {
      id: 5,
      name: 'Toyota',
      models: [{ id: 51, name: 'Camry', positions: [{ id: 511, name: '2.5', price: 560_000_000 }] }],
    },
  ],
  depreciation_per_year: 0.05,
};
const TARIF = {
  ...OK,
  programs: [
    { id: 1, key: 'tarif_1', name: 'Basic', percent: 1 },
    { id: 2, key: 'tarif_2', name: 'Comfort', percent: 1.5 },
    { id: 3, key: 'tarif_3', name: 'Premium', percent: 2.5 },
  ],
  default_program: 2,
  risks: [
    { id: 1, name: { uz: 'FJ', ru: 'ГО', en: 'Civil liability' }, percent: 0.3 },
    { id: 2, name: { uz: 'BH', ru: 'НС', en: 'Accident cover for occupants' }, percent: 0.5 },
    { id: 7, name: { uz: 'Oyna', ru: 'Стекло', en: 'Windscreen' }, percent: 0.3 },
  ],
  default_liability: 1_000_000,
  min_premium: 400_000,
};
const RATES: Record<number, number> = { 1: 0.003, 2: 0.005, 7: 0.003 };
// The registry's cars: Karimov's 2020 Cobalt (any plate but these), Toʻxtayev's 2017 Spark, a KAMAZ crane.
const vehicle = (plate: string, model = 'Chevrolet Cobalt', issueYear = COBALT_IN_REGISTRY.issue_year) => ({
  ...COBALT_IN_REGISTRY,
  gos_number: plate,
  car_model: model,
  issue_year: issueYear,
  body_number: 'XWB3L32EDLA123456',
  engine_number: 'F16D4-123456',
  restricted: model.includes('avtokran'),
});
const SPARK_PLATE = '30D456EF';
const saves: Record<string, unknown>[] = [];
let saveAnswer: (body: Record<string, unknown>) => Response = (body) =>
  HttpResponse.json({
    ...OK,
    contract_id: 41,
    order_id: 'P261123-ABCDEFGHJK',
    payme_url: 'http://localhost/sandbox/payme/x',
    click_url: 'http://localhost/sandbox/click/x',
    amount_uzs: body.amount_uzs,
    price: 135_000_000,
  });
const { renderWizard } = setupKaskoTests(
  http.get(apiUrl('/sayt/kasko/cars'), () => HttpResponse.json(CARS)),
  http.get(apiUrl('/kasko-neo/get-tarif'), () => HttpResponse.json(TARIF)),
  http.post(apiUrl('/kasko-neo/hisoblash'), async ({ request }) => {
    const { price } = (await request.json()) as { price: number };
    return HttpResponse.json({
      ...OK,
      tarif_1: price * 0.01,
      tarif_2: price * 0.015,
      tarif_3: price * 0.025,
      konstruktor: Object.entries(RATES).map(([id, rate]) => ({ id: Number(id), premium: price * rate })),
    });
  }),
  http.post(apiUrl('/check-ip'), async ({ request }) => {
    const body = (await request.json()) as { carNumber: string };
    if (body.carNumber === '85321DEF')
      return HttpResponse.json({ ...OK, status: 1, response: vehicle(body.carNumber, 'KAMAZ avtokran') });
    if (body.carNumber === SPARK_PLATE)
      return HttpResponse.json({ ...OK, status: 1, response: vehicle(SPARK_PLATE, 'Chevrolet Spark', 2017) });
    return HttpResponse.json({ ...OK, status: 1, response: vehicle(body.carNumber) });
  }),
  http.post(apiUrl('/sayt/kasko/saqlash'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push(body);
    return saveAnswer(body);
  }),
);

const defaultAnswer = saveAnswer;
beforeEach(() => {
  saves.length = 0;
  saveAnswer = defaultAnswer;
});

const renderKasko = () => renderWizard(KASKO, '/en/kasko');

type User = ReturnType<typeof userEvent.setup>;

/** A sum as the page shows it, whatever the group separator: 1416000 -> /1.416.000/. */
const amount = (uzs = 0) => new RegExp(String(uzs).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));

async function selectCobalt(user: User, year = YEAR - 2, [model, trim] = ['Cobalt', 'GS-STYLE MT']) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Brand/ }), 'Chevrolet');
  await user.selectOptions(screen.getByRole('combobox', { name: /Model/ }), model);
  await user.selectOptions(screen.getByRole('combobox', { name: /Trim/ }), trim);
  await user.selectOptions(screen.getByRole('combobox', { name: /Year/ }), String(year));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function aboutCar(user: User, plate = '01a123bc', techSery = 'aaf') {
  await user.type(await screen.findByRole('textbox', { name: /Vehicle number/ }), plate);
  await user.type(screen.getByRole('textbox', { name: /Tech passport series/ }), techSery);
  await user.type(screen.getByRole('textbox', { name: /Tech passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Colour/ }), 'oq');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function personalData(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'aa');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15.03.1990');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await agreeAndSave(user);
}

it('shows the year price of the chosen position: 5 % less per year of age', async () => {
  const user = userEvent.setup();
  renderKasko();
  await user.selectOptions(await screen.findByRole('combobox', { name: /Brand/ }), 'Chevrolet');
  await user.selectOptions(screen.getByRole('combobox', { name: /Model/ }), 'Cobalt');
  await user.selectOptions(screen.getByRole('combobox', { name: /Trim/ }), 'GS-STYLE MT');
  await user.selectOptions(screen.getByRole('combobox', { name: /Year/ }), String(YEAR));
  expect(screen.getByText(/Value of a car made in/)).toHaveTextContent(/150.000.000/);
  await user.selectOptions(screen.getByRole('combobox', { name: /Year/ }), String(YEAR - 3));
  expect(screen.getByText(/Value of a car made in/)).toHaveTextContent(/127.500.000/);
  // Another brand clears the model and the trim below it.
  await user.selectOptions(screen.getByRole('combobox', { name: /Brand/ }), 'Toyota');
  expect(screen.getByRole('combobox', { name: /Model/ })).toHaveValue('');
  expect(screen.queryByText(/Value of a car made in/)).not.toBeInTheDocument();
});

it('names the programs in the page language (Russian)', async () => {
  const user = userEvent.setup();
  renderWizard(KASKO, '/ru/kasko', 'ru');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Марка/ }), 'Chevrolet');
  await user.selectOptions(screen.getByRole('combobox', { name: /Модель/ }), 'Cobalt');
  await user.selectOptions(screen.getByRole('combobox', { name: /Комплектация/ }), 'GS-STYLE MT');
  await user.selectOptions(screen.getByRole('combobox', { name: /Год выпуска/ }), String(YEAR - 2));
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  expect(await screen.findByRole('radio', { name: /Комфорт/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Базовая/ })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /Comfort/ })).toBeNull();
  // What each program covers, side by side, with the calculator's premium for this car (150M less 10 %).
  const table = await screen.findByRole('table', { name: 'Что покрывает каждая программа' });
  const texts = (cells: HTMLElement[]) => cells.map((c) => c.textContent);
  expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
    'Покрытие',
    'Базовая',
    'Комфорт',
    'Премиум',
  ]);
  const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(texts(within(row(/^Стоимость за год/)).getAllByRole('cell'))).toEqual([
    '1 350 000 сум',
    '2 025 000 сум',
    '3 375 000 сум',
  ]);
  expect(texts(within(row(/^Угон и грабёж/)).getAllByRole('cell'))).toEqual([
    '— Не покрывается',
    '✓ Покрывается',
    '✓ Покрывается',
  ]);
  expect(within(table).getByRole('rowheader', { name: /^Гонки/ })).toBeInTheDocument();
});

it("buys Comfort (the default program) for Karimov's Cobalt at the registry's year and opens the payment", async () => {
  const user = userEvent.setup();
  const { router } = renderKasko();
  await selectCobalt(user);
  expect(await screen.findByRole('radio', { name: /Comfort/ })).toBeChecked();
  expect(screen.getByText(/^Premium:/)).toHaveTextContent(/2.025.000/);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await aboutCar(user);
  // The registry has the Cobalt as made in 2020: it is priced as a 2020 car from here on.
  expect(await screen.findByText(/made in 2020, not/)).toBeInTheDocument();
  await personalData(user);
  await expectPaymentStep(router);
  expect(saves).toEqual([kaskoSaveExample(YEAR)]);
  const summary = screen.getByText('Car (catalogue)').closest('dl') ?? document.body;
  expect(within(summary as HTMLElement).getByText('Chevrolet Cobalt GS-STYLE MT, 2020')).toBeInTheDocument();
});

it('takes the year from the vehicle registry: a 2017 Spark chosen as 2022 is shown, locked and priced as 2017', async () => {
  const user = userEvent.setup();
  renderKasko();
  await selectCobalt(user, 2022, ['Spark', '1.25 MT']);
  const comfort = { type: 0, programId: 2 } as const;
  const chosen = kaskoQuote(111, 2022, YEAR, comfort);
  const registry = kaskoQuote(111, 2017, YEAR, comfort);
  expect(await screen.findByText(/^Premium:/)).toHaveTextContent(amount(chosen?.premiumUzs));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await aboutCar(user, SPARK_PLATE.toLowerCase(), 'aag');
  const note = await screen.findByText(/made in 2017, not 2022/);
  expect(note).toHaveTextContent(amount(registry?.premiumUzs));
  expect(note).toHaveTextContent(amount(registry?.priceUzs));
  // Back on the first step the year is the registry's and cannot be changed; so is the model.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  const year = await screen.findByRole('combobox', { name: /Year/ });
  expect(year).toHaveValue('2017');
  expect(year).toBeDisabled();
  expect(screen.getByRole('combobox', { name: /Model/ })).toBeDisabled();
  expect(screen.getAllByText(`From the vehicle registry (${SPARK_PLATE})`)).not.toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(/Chevrolet Spark 1.25 MT, 2017: sum insured/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await personalData(user);
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(saves[0]).toMatchObject({ position_id: 111, year: 2017, amount_uzs: registry?.premiumUzs });
});

it('refuses, on the about-car step, a plate the registry has as another catalogue model', async () => {
  const user = userEvent.setup();
  const { router } = renderKasko();
  await selectCobalt(user);
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await aboutCar(user, SPARK_PLATE.toLowerCase(), 'aag');
  expect(await screen.findByText(/registry has this car as a Chevrolet Spark/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=aboutCar');
  expect(saves).toEqual([]);
});

it('builds a constructor with a liability limit and sends its risks', async () => {
  const user = userEvent.setup();
  renderKasko();
  await selectCobalt(user, YEAR);
  await user.click(await screen.findByRole('radio', { name: 'Constructor' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Choose at least one risk')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /Civil liability/ }));
  await user.click(screen.getByRole('checkbox', { name: /Windscreen/ }));
  const limit = screen.getByRole('textbox', { name: /Liability limit: Civil liability/ });
  expect(limit).toHaveValue('1000000');
  await user.clear(limit);
  await user.type(limit, '5000000');
  // 150,000,000 x (0.3 % + 0.3 %) = 900,000.
  expect(screen.getByText(/^Premium:/)).toHaveTextContent(/900.000/);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await aboutCar(user);
  await personalData(user);
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  // Asked at the registry's year (2020), not the year chosen.
  expect(saves[0]).toMatchObject({
    year: 2020,
    program_type: 1,
    risks: [1, 7],
    liabilities: [{ risk_id: 1, amount: 5_000_000 }],
    amount_uzs: kaskoQuote(132, 2020, YEAR, { type: 1, riskIds: [1, 7] })?.premiumUzs,
  });
  expect(saves[0]).not.toHaveProperty('program_id');
});

it('Reset clears the car and every answer and returns to the first step', async () => {
  const user = userEvent.setup();
  const { router } = renderKasko();
  await selectCobalt(user);
  // A choice made on the program step and not submitted does not outlive the Reset.
  await user.click(await screen.findByRole('radio', { name: /Premium/ }));
  expect(screen.getByRole('radio', { name: /Premium/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Choose another car' }));
  expect(await screen.findByRole('combobox', { name: /Brand/ })).toHaveValue('');
  expect(router.state.location.search).toBe('?step=selectCar');
  expect(screen.getByRole('combobox', { name: /Year/ })).toHaveValue('');
  await selectCobalt(user, YEAR);
  expect(await screen.findByRole('radio', { name: /Comfort/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Premium/ })).not.toBeChecked();
  expect(router.state.location.search).toBe('?step=program');
});

it('refuses a special-purpose vehicle on the about-car step', async () => {
  const user = userEvent.setup();
  const { router } = renderKasko();
  await selectCobalt(user);
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await aboutCar(user, '85321def');
  expect(await screen.findByText(/cannot be insured online/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=aboutCar');
});

it('says maybe-data-is-incorrect on a refusal, confirms the server price after a 422, and opens the modal on a 500', async () => {
  const user = userEvent.setup();
  renderKasko();
  await selectCobalt(user);
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await aboutCar(user);
  saveAnswer = () =>
    HttpResponse.json(
      { error: { code: 'person_not_found', message: 'No person' }, result: false },
      { status: 422 },
    );
  await personalData(user);
  expect(await screen.findByText(/Perhaps the data is incorrect/)).toBeInTheDocument();
  saveAnswer = () =>
    HttpResponse.json(
      {
        error: {
          code: 'price_mismatch',
          message: 'The price has changed',
          details: [{ part: 'body', path: '/amount_uzs', message: '2100000' }],
        },
        amount_uzs: 2_100_000,
      },
      { status: 422 },
    );
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByText(/2.100.000/)).toBeInTheDocument();
  saveAnswer = () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  expect(saves.at(-1)).toMatchObject({ amount_uzs: 2_100_000 });
});
