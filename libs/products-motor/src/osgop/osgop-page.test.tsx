import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { agreeAndSave, expectPaymentStep, OK } from '@polis/product-kit/testing';
import { carStep, refusal, saves, setupKaskoTests } from '../test-utils/kasko-fixtures';
import { OSGOP } from './osgop-product';

const MINIBUS = {
  vehicleNumber: '01456ABD',
  seria: 'AAE',
  number: '4123456',
  model: 'GAZelle Next (yoʻnalishli taksi)',
  issue_year: 2021,
  kind: 'minibus',
  seats: 16,
  owner: { type: 'organization', name: 'Toshkent Non Kombinati AJ', inn: '301234567' },
};
const PRICES: Record<number, number> = { 1: 295_680, 2: 506_880, 3: 844_800 };

const { renderWizard } = setupKaskoTests(
  http.post(apiUrl('/sayt/osgop/auto'), async ({ request }) => {
    const body = (await request.json()) as { vehicleNumber: string };
    if (body.vehicleNumber !== '01456ABD') return HttpResponse.json(refusal(2, 'not_a_passenger_carrier'));
    return HttpResponse.json({ ...OK, response: MINIBUS });
  }),
  http.post(apiUrl('/sayt/osgop/calculation'), async ({ request }) => {
    const body = (await request.json()) as { dateType: number };
    return HttpResponse.json({ ...OK, price: PRICES[body.dateType], insured_sum: 704_000_000, months: 6 });
  }),
  http.post(apiUrl('/sayt/osgop/save'), async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json({
      ...OK,
      id: 41,
      order_id: 'P261123-ABCDEFGHJK',
      url: 'http://localhost/sandbox/click/x',
      payme_url: 'http://localhost/sandbox/payme/x',
      amount_uzs: 506_880,
    });
  }),
);

const renderOsgop = () => renderWizard(OSGOP, '/en/osgop');
const minibus = { series: 'aae', techNumber: '4123456' };

it('insures a minibus for 6 months at the calculated price and opens the payment', async () => {
  const user = userEvent.setup();
  const { router } = renderOsgop();
  await carStep(user, { plate: '01456abd', ...minibus });
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'aa');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15.03.1990');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  // The registry's Uzbek note on the model is not shown on the English page: the kind is said in English.
  expect(
    await screen.findByText(
      'Minibus: GAZelle Next, 2021, 16 passenger seats, owned by Toshkent Non Kombinati AJ',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/yoʻnalishli/)).not.toBeInTheDocument();
  expect(await screen.findByText(/844/)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: '6 months' }));
  expect(await screen.findByText(/506/)).toBeInTheDocument();
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves).toEqual([
    expect.objectContaining({
      seria: 'AAE',
      number: '4123456',
      vehicleNumber: '01456ABD',
      seats: 16,
      dateType: 2,
      applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
      amount_uzs: 506_880,
    }),
  ]);
});

it('stays on the car step for a vehicle that carries no passengers', async () => {
  const user = userEvent.setup();
  const { router } = renderOsgop();
  await carStep(user, { plate: '01a123bc', ...minibus });
  expect(await screen.findByText(/not registered for carrying passengers/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=car');
});
