import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DmsCalculationRequest, DmsConstructorResponse } from '@polis/api-contract';
import {
  apiUrl,
  configureTestApiClient,
  renderWithProviders,
  setupApiServer,
} from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import {
  DMS_ADDITIONAL_COVERAGES,
  DMS_BASE_LIMIT_UZS,
  DMS_DEFAULT_COVERAGES,
  DMS_MAX_EMPLOYEES,
  DMS_MAX_LIMIT_UZS,
  DMS_MIN_LIMIT_UZS,
  dmsPrice,
} from '@polis/tariffs';
import { uiMessages } from '@polis/ui';
import { wizardMessages } from '@polis/wizard-core';
import { businessMessages } from '../business-messages';
import { IT_PARK } from '../osgor/model/osgor-fixtures';
import { BusinessProductPage } from '../business/business-product-page';
import { DmsConstructorPage } from './constructor-page';

const OK = { error: 0, result: true, message: 'success' } as const;
const names = (en: string) => ({ uz: en, ru: en, en });
const CONSTRUCTOR: DmsConstructorResponse = {
  ...OK,
  data: {
    base_limit: DMS_BASE_LIMIT_UZS,
    min_limit: DMS_MIN_LIMIT_UZS,
    max_limit: DMS_MAX_LIMIT_UZS,
    step: 100_000,
    hospital_categories: ['Basic', 'Comfort', 'VIP'],
    default_category: 'VIP',
    travel_default_days: 5,
    max_employees: DMS_MAX_EMPLOYEES,
    default_coverages: DMS_DEFAULT_COVERAGES.map(({ id, key, coverage }) => ({
      id,
      key,
      name: names(key),
      coverage,
    })),
    additional_coverages: DMS_ADDITIONAL_COVERAGES.map((c) => ({
      id: c.id,
      key: c.key,
      name: names(c.key),
      coverage: c.coverage,
      min_coverage: c.min_coverage,
      max_coverage: c.max_coverage,
      step: c.is_travel ? 1 : 100_000,
      is_travel: c.is_travel,
      checked: c.checked,
    })),
  },
};

const calculations: DmsCalculationRequest[] = [];
const submits: unknown[] = [];
const keys: (string | null)[] = [];
let submitStatus = 200;
setupApiServer(
  http.get(apiUrl('/dms/constructor'), () => HttpResponse.json(CONSTRUCTOR)),
  http.get(apiUrl('/osgor_neo/inn/v3'), () => HttpResponse.json({ ...OK, organization: IT_PARK })),
  http.post(apiUrl('/dms/constructor/calculation'), async ({ request }) => {
    const body = (await request.json()) as DmsCalculationRequest;
    calculations.push(body);
    const employees = body.number_of_employees ?? 1;
    const price = dmsPrice({
      limit: body.limit,
      category: body.hospital_category ?? 'VIP',
      additional: body.additional_coverages ?? [],
      employees,
    });
    return HttpResponse.json({
      ...OK,
      constructor_request_id: 77,
      status: 0,
      limit: body.limit,
      hospital_category: body.hospital_category ?? 'VIP',
      default_coverages: price.defaultCoverages,
      additional_coverages: price.additional,
      number_of_employees: employees,
      price_per_employee: price.perEmployee,
      price_for_company: price.forCompany,
    });
  }),
  http.post(apiUrl('/dms/constructor/submit'), async ({ request }) => {
    const body = (await request.json()) as { number_of_employees: number; price_for_company: number };
    submits.push(body);
    keys.push(request.headers.get('idempotency-key'));
    if (submitStatus !== 200)
      return HttpResponse.json(
        { error: { code: 'already_submitted', message: 'x' } },
        { status: submitStatus },
      );
    return HttpResponse.json({
      ...OK,
      id: 77,
      constructor_request_id: 77,
      status: 1,
      number_of_employees: body.number_of_employees,
      price_per_employee: body.price_for_company / body.number_of_employees,
      price_for_company: body.price_for_company,
      sms: true,
    });
  }),
);

let messages: Messages;
beforeAll(async () => {
  messages = await combineMessageSources(i18nMessages, uiMessages, wizardMessages, businessMessages)('en');
});
beforeEach(() => {
  configureTestApiClient();
  calculations.length = 0;
  submits.length = 0;
  keys.length = 0;
  submitStatus = 200;
});

const renderPage = () =>
  renderWithProviders(<DmsConstructorPage />, { lang: 'en', route: '/en/for-business/dms', messages });

const shares = () =>
  within(screen.getByRole('table', { name: /How the limit is shared/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('cell').textContent?.replace(/\s/g, ' '));

it('shares the limit over the default coverages in steps of 100 000 as it is typed', async () => {
  const user = userEvent.setup();
  renderPage();
  const limit = await screen.findByRole('textbox', { name: /Limit per employee/ });
  expect(limit).toHaveValue('30 000 000');
  expect(shares()).toEqual([
    '9 000 000 UZS',
    '12 000 000 UZS',
    '3 000 000 UZS',
    '2 000 000 UZS',
    '4 000 000 UZS',
  ]);
  await user.clear(limit);
  await user.type(limit, '40000000');
  expect(limit).toHaveValue('40 000 000');
  expect(shares()).toEqual([
    '12 000 000 UZS',
    '16 000 000 UZS',
    '4 000 000 UZS',
    '2 700 000 UZS',
    '5 300 000 UZS',
  ]);
  expect(screen.getByRole('slider', { name: 'Choose the limit' })).toHaveValue('40000000');
});

it('has VIP by default, the check-up ticked, the travel extra at 5 days once ticked', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('radio', { name: /VIP/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Annual check-up' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Annual check-up: amount, UZS' })).toHaveValue('1 500 000');
  expect(screen.queryByRole('textbox', { name: /travelling abroad: number of days/ })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Medical care when travelling abroad' }));
  expect(screen.getByRole('textbox', { name: /travelling abroad: number of days/ })).toHaveValue('5');
});

it('refuses a limit off the step, an extra out of its bounds and no employees before asking the server', async () => {
  const user = userEvent.setup();
  renderPage();
  const limit = await screen.findByRole('textbox', { name: /Limit per employee/ });
  await user.clear(limit);
  await user.type(limit, '30050000');
  const checkup = screen.getByRole('textbox', { name: 'Annual check-up: amount, UZS' });
  await user.clear(checkup);
  await user.type(checkup, '9000000');
  await user.click(screen.getByRole('button', { name: 'Calculate the price' }));
  expect(screen.getByText('The limit must be a multiple of 100 000')).toBeInTheDocument();
  expect(screen.getByText('Enter a value from 500 000 to 5 000 000')).toBeInTheDocument();
  expect(screen.getByText('From 1 to 10 000 employees')).toBeInTheDocument();
  expect(calculations).toEqual([]);
});

it('prices the choice on the server, then sends the application and says what happens next', async () => {
  const user = userEvent.setup();
  renderPage();
  const limit = await screen.findByRole('textbox', { name: /Limit per employee/ });
  await user.clear(limit);
  await user.type(limit, '40000000');
  await user.click(screen.getByRole('radio', { name: /Comfort/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Medical care when travelling abroad' }));
  const days = screen.getByRole('textbox', { name: /travelling abroad: number of days/ });
  await user.clear(days);
  await user.type(days, '10');
  await user.type(screen.getByRole('textbox', { name: 'Number of employees' }), '20');
  await user.click(screen.getByRole('button', { name: 'Calculate the price' }));

  const summary = await screen.findByLabelText('Calculated price');
  expect(calculations).toEqual([
    {
      limit: 40_000_000,
      hospital_category: 'Comfort',
      additional_coverages: [
        { id: 11, coverage: 1_500_000 },
        { id: 15, coverage: 10 },
      ],
      number_of_employees: 20,
    },
  ]);
  // (12M x 6% + 16M x 4% + 4M x 3% + 2.7M x 8% + 5.3M x 7%) x 1.25 + 450 000 + 10 x 20 000
  const perEmployee = 2_067_000 * 1.25 + 450_000 + 200_000;
  expect(summary).toHaveTextContent(`${perEmployee.toLocaleString('en').replace(/,/g, ' ')} UZS`);
  expect(summary).toHaveTextContent('For the company (20 employees), a year');

  const form = screen.getByRole('form', { name: 'Apply' });
  expect(within(form).getByRole('textbox', { name: 'Number of employees' })).toHaveValue('20');
  await user.type(within(form).getByRole('textbox', { name: /Company INN/ }), IT_PARK.inn);
  await user.click(within(form).getByRole('button', { name: 'Find' }));
  expect(await within(form).findByRole('textbox', { name: 'Company name' })).toHaveValue(
    'IT Park Digital MChJ',
  );
  await user.type(within(form).getByRole('textbox', { name: /Contact person/ }), 'Kim Elena');
  await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '901234567');
  const employees = within(form).getByRole('textbox', { name: 'Number of employees' });
  await user.clear(employees);
  await user.type(employees, '25');
  await user.click(within(form).getByRole('button', { name: 'Send the application' }));

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Your application No. 77 has been received');
  expect(status).toHaveTextContent('What happens next');
  expect(status).toHaveTextContent('+998 90 123 45 67');
  expect(status).toHaveTextContent('25 employees');
  expect(status).toHaveTextContent('We have also sent the number to you by SMS.');
  expect(submits).toEqual([
    {
      constructor_request_id: 77,
      full_name: 'Kim Elena',
      phone: '998901234567',
      company_name: 'IT Park Digital MChJ',
      inn: IT_PARK.inn,
      number_of_employees: 25,
      price_for_company: perEmployee * 25,
      lang: 'en',
    },
  ]);
  expect(keys[0]).toMatch(/.{8,}/);
});

it('hides the price and the application when the choice changes, and says a stale calculation must be redone', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.type(await screen.findByRole('textbox', { name: 'Number of employees' }), '5');
  await user.click(screen.getByRole('button', { name: 'Calculate the price' }));
  await screen.findByLabelText('Calculated price');
  await user.click(screen.getByRole('radio', { name: /Basic/ }));
  expect(screen.queryByLabelText('Calculated price')).toBeNull();
  expect(screen.queryByRole('form', { name: 'Apply' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Calculate the price' }));
  const form = await screen.findByRole('form', { name: 'Apply' });
  submitStatus = 409;
  await user.type(within(form).getByRole('textbox', { name: /Company INN/ }), '999999999');
  await user.type(within(form).getByRole('textbox', { name: 'Company name' }), 'Yangi Savdo MChJ');
  await user.type(within(form).getByRole('textbox', { name: /Contact person/ }), 'Aziz');
  await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(within(form).getByRole('button', { name: 'Send the application' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The calculation is out of date: calculate the price again.',
  );
});

it('is what the business page of for-business/dms shows', async () => {
  renderWithProviders(<BusinessProductPage />, { lang: 'en', route: '/en/for-business/dms', messages });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'DMS constructor: health cover for your staff' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Calculate the price' })).toBeInTheDocument();
});
