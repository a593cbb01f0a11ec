import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { agreeAndSave, expectPaymentStep, OK, saved } from '@polis/product-kit/testing';
import { carStep, refusal, saves, setupKaskoTests, vehicle } from '../test-utils/kasko-fixtures';
import { QUICK_KASKO } from './quick-kasko-product';

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
const { renderWizard, server } = setupKaskoTests(
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
    return HttpResponse.json(refusal(3, 'owner_is_person'));
  }),
  http.post(apiUrl('/check-ip'), async ({ request }) => {
    const body = (await request.json()) as { carNumber: string };
    return HttpResponse.json({ ...OK, status: 1, response: vehicle(body.carNumber) });
  }),
  http.post(apiUrl('/sayt/tez-kasko/save'), async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json(saved(380_000));
  }),
);

const renderQuickKasko = () => renderWizard(QUICK_KASKO, '/en/quick-car-insurance');

it('refuses a company car with for_only_individuals and stays on the car step', async () => {
  const user = userEvent.setup();
  const { router } = renderQuickKasko();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await carStep(user, { plate: '01123abc' });
  expect(await screen.findByText(/for cars owned by individuals only/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=car');
  expect(saves).toHaveLength(0);
});

it('sells to a foreigner with a 3-character series and the name', async () => {
  const user = userEvent.setup();
  const { router } = renderQuickKasko();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await carStep(user, { plate: '01a123bc' });
  await user.click(await screen.findByRole('radio', { name: 'Foreign citizen' }));
  await user.type(screen.getByRole('textbox', { name: /Passport series/ }), 'n12');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '456789');
  await user.type(screen.getByRole('textbox', { name: /Surname and name/ }), 'Smith John');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15.03.1990');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await agreeAndSave(user);
  await expectPaymentStep(router);
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

it('a server fault at the save shows the alert-modal-text and keeps the applicant step', async () => {
  server.use(
    http.post(apiUrl('/sayt/tez-kasko/save'), () =>
      HttpResponse.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 }),
    ),
  );
  const user = userEvent.setup();
  const { router } = renderQuickKasko();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await carStep(user, { plate: '01a123bc' });
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'aa');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15.03.1990');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await agreeAndSave(user);
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(/Something went wrong on our side/);
  expect(router.state.location.search).toBe('?step=applicant');
});
