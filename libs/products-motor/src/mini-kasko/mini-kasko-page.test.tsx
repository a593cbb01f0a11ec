import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { agreeAndSave, expectPaymentStep, OK, saved } from '@polis/product-kit/testing';
import { carStep, refusal, saves, setupKaskoTests, vehicle } from '../test-utils/kasko-fixtures';
import { MINI_KASKO } from './mini-kasko-product';

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
const lookups: unknown[] = [];
const { renderWizard, server } = setupKaskoTests(
  http.get(apiUrl('/minikasko_neo/getPrograms'), () => HttpResponse.json(PROGRAMS)),
  http.post(apiUrl('/minikasko_neo/checkCar'), async ({ request }) => {
    const body = (await request.json()) as { tech_number: string };
    lookups.push(body);
    if (body.tech_number === '7654321')
      return HttpResponse.json(refusal(1, 'vehicle_not_found', { status: 0 }));
    return HttpResponse.json({ ...OK, status: 1, response: vehicle('01A123BC') });
  }),
  http.post(apiUrl('/minikasko_neo/saqlash'), async ({ request }) => {
    const body = (await request.json()) as { birthday: string };
    saves.push(body);
    if (body.birthday === '16.03.1990')
      return HttpResponse.json({ error: { code: 'person_not_found', message: 'x' } }, { status: 422 });
    return HttpResponse.json(saved(90_000));
  }),
);

const renderMiniKasko = () => renderWizard(MINI_KASKO, '/en/mini-kasko');

async function applicantStep(user: ReturnType<typeof userEvent.setup>, birthday = '15.03.1990') {
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'aa');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), birthday);
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await agreeAndSave(user);
}

it('sells Comfort: finds the car, saves the spec payload at the program price and opens the payment', async () => {
  const user = userEvent.setup();
  const { router } = renderMiniKasko();
  expect(await screen.findByRole('radio', { name: /Basic/ })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: /Comfort/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await carStep(user);
  await applicantStep(user);
  await expectPaymentStep(router);
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
  await carStep(user, { techNumber: '7654321' });
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

it('a server fault at the save shows the alert-modal-text, not the applicant error', async () => {
  server.use(
    http.post(apiUrl('/minikasko_neo/saqlash'), () =>
      HttpResponse.json({ error: { code: 'internal', message: 'Boom' } }, { status: 500 }),
    ),
  );
  const user = userEvent.setup();
  renderMiniKasko();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await carStep(user);
  await applicantStep(user);
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(/Something went wrong on our side/);
  expect(screen.queryByText(/There is an error in the applicant's data/)).not.toBeInTheDocument();
});
