import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { agreeAndSave, expectPaymentStep, OK, setupProductTests } from '@polis/product-kit/testing';
import { daysFromToday } from '@polis/wizard-core';
import { businessMessages } from '../business-messages';
import { IT_PARK } from './model/osgor-fixtures';
import { OSGOR } from './osgor-product';

const region = (id: number, en: string) => ({ id, name_uz: en, name_ru: en, name_en: en });
const district = (id: number, region_id: number, en: string) => ({
  id,
  region_id,
  name_uz: en,
  name_ru: en,
  name_en: en,
});
const REGIONS = {
  ...OK,
  regions: [region(1, 'Tashkent city'), region(30, 'Samarkand region')],
  districts: {
    result: [
      district(101, 1, 'Chilonzor'),
      district(102, 1, 'Yunusobod'),
      district(3001, 30, 'Urgut'),
      district(3002, 30, 'Payariq'),
    ],
  },
};

const saves: unknown[] = [];
const calculations: unknown[] = [];
const { renderWizard } = setupProductTests(
  { messages: businessMessages },
  http.get(apiUrl('/getRegions'), () => HttpResponse.json(REGIONS)),
  http.get(apiUrl('/osgor_neo/inn/v3'), ({ request }) =>
    new URL(request.url).searchParams.get('inn') === IT_PARK.inn
      ? HttpResponse.json({ ...OK, organization: IT_PARK })
      : HttpResponse.json({ error: 1, result: false, message: 'not found', code: 'company_not_found' }),
  ),
  http.post(apiUrl('/osgor_neo/calculator'), async ({ request }) => {
    const body = (await request.json()) as { fot: number; rate: number };
    calculations.push(body);
    return HttpResponse.json({ ...OK, premium: Math.round(body.fot * body.rate) });
  }),
  http.post(apiUrl('/osgor_neo/save'), async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json({
      ...OK,
      id: 41,
      url_click: 'http://localhost/sandbox/click/x',
      url_payme: 'http://localhost/sandbox/payme/x',
      contract_id: 41,
      order_id: 'P261123-ABCDEFGHJK',
      premium: 685_200,
      amount_uzs: 685_200,
    });
  }),
);

beforeEach(() => {
  saves.length = 0;
  calculations.length = 0;
});

const renderOsgor = () => renderWizard(OSGOR, '/en/osgor');

it('finds the company, prices payroll x rate through the calculator and saves the spec fields', async () => {
  const user = userEvent.setup();
  const { router } = renderOsgor();
  await user.type(await screen.findByRole('textbox', { name: /Company INN/ }), IT_PARK.inn);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByText('IT Park Digital MChJ')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Region/ })).toHaveValue('1');
  expect(screen.getByRole('combobox', { name: /District/ })).toHaveValue('101');
  await user.type(screen.getByRole('textbox', { name: /Contact phone/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const activity = await screen.findByRole('combobox', { name: /Activity/ });
  // The registry's activity, not changeable: the server prices the registry's OKED.
  expect(activity).toHaveValue('62');
  expect(activity).toBeDisabled();
  const payroll = screen.getByRole('textbox', { name: /Annual payroll/ });
  await user.type(payroll, '1200000000');
  expect(payroll).toHaveValue('1 200 000 000');
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(calculations).toEqual([{ fot: 1_200_000_000, rate: 0.000571 }]);
  expect(saves).toEqual([
    expect.objectContaining({
      inn: IT_PARK.inn,
      name: 'IT Park Digital MChJ',
      oked: '62010',
      rate: 0.000571,
      phone: '998901234567',
      regionId: 1,
      fot: 1_200_000_000,
      premium: 685_200,
      start_date: daysFromToday(1),
    }),
  ]);
});

it('resets the district to the first of a newly chosen region', async () => {
  const user = userEvent.setup();
  renderOsgor();
  const regionBox = await screen.findByRole('combobox', { name: /Region/ });
  await user.selectOptions(regionBox, '30');
  const districtBox = screen.getByRole('combobox', { name: /District/ });
  expect(districtBox).toHaveValue('3001');
  expect(
    within(districtBox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose…', 'Urgut', 'Payariq']);
  await user.selectOptions(districtBox, '3002');
  await user.selectOptions(regionBox, '1');
  expect(districtBox).toHaveValue('101');
});

it('says the data may be incorrect for an INN the registry lacks, and keeps the step', async () => {
  const user = userEvent.setup();
  const { router } = renderOsgor();
  await user.type(await screen.findByRole('textbox', { name: /Company INN/ }), '999999999');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Perhaps the data is incorrect');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(router.state.location.search).toBe('?step=company_info');
  expect(saves).toHaveLength(0);
});
