import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient } from '@polis/api-client/testing';
import type { MessageSource } from '@polis/i18n';
import { setupProductTests } from '../testing';
import { SaveForNextTime } from './save-for-next-time';

const messages: MessageSource = {
  en: async () => ({}),
  ru: async () => ({}),
  uz: async () => ({}),
  'uz-cyrl': async () => ({}),
};
const { server, render } = setupProductTests({ messages, alsoIn: ['uz'] });

const ANSWERS = {
  about_car: { car: { gosNumber: '01A123BC', techSery: 'AAF', techNumber: '1234567', carModel: 'Cobalt' } },
  owner: {
    passportSery: 'AA',
    passportNumber: '1234567',
    birthday: '15.03.1990',
    phone: '+998 90 123 45 67',
  },
  drivers: [
    { passportSery: 'AB', passportNumber: '2345678', birthday: '22.07.1995', name: 'Rahimova Dilnoza' },
  ],
};

function account() {
  configureTestApiClient({ getToken: () => 'token' });
  const people: unknown[] = [];
  const cars: unknown[] = [];
  const reads = { saved: 0 };
  server.use(
    // The account as the API keeps it: what was saved is listed next time (the offer then has nothing left).
    http.get(apiUrl('/shaxsiy_kabinet/saved'), () => {
      if (people.length > 0) reads.saved += 1;
      return HttpResponse.json({
        people: people.map((p, i) => ({ id: i + 1, label: 'x', ...(p as object) })),
        vehicles: cars.map((c, i) => ({ id: i + 1, label: 'x', ...(c as object) })),
      });
    }),
    http.post(apiUrl('/shaxsiy_kabinet/saved/people'), async ({ request }) => {
      people.push(await request.json());
      return HttpResponse.json({}, { status: 201 });
    }),
    http.post(apiUrl('/shaxsiy_kabinet/saved/vehicles'), async ({ request }) => {
      cars.push(await request.json());
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return { people, cars, reads };
}

it('keeps another person only once the customer confirms they may, and the car beside', async () => {
  const { people, cars, reads } = account();
  const user = userEvent.setup();
  render(<SaveForNextTime answers={ANSWERS} />, '/uz/osago', 'uz');
  await user.click(await screen.findByRole('checkbox', { name: 'Siz · pasport AA ***4567' }));
  await user.click(screen.getByRole('checkbox', { name: 'Rahimova Dilnoza · pasport AB ***5678' }));
  await user.click(screen.getByRole('checkbox', { name: 'Avtomobil 01A123BC · Cobalt' }));
  await user.click(screen.getByRole('button', { name: 'Kabinetda saqlash' }));
  expect(
    await screen.findByText('Ularning maʼlumotlarini saqlashga haqqingiz borligini tasdiqlang'),
  ).toBeInTheDocument();
  expect(people).toEqual([]);
  await user.click(screen.getByRole('checkbox', { name: /saqlashga haqqim borligini tasdiqlayman/ }));
  await user.click(screen.getByRole('button', { name: 'Kabinetda saqlash' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Saqlandi');
  // The account is read again (they are saved now): the confirmation stays.
  await waitFor(() => expect(reads.saved).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('status')).toHaveTextContent('Saqlandi');
  expect(people).toEqual([
    expect.objectContaining({ passport_number: '1234567', relation: 'me', phone: '998901234567' }),
    expect.objectContaining({
      passport_number: '2345678',
      relation: 'other',
      consent: true,
      name: 'Rahimova Dilnoza',
    }),
  ]);
  expect(cars).toEqual([
    {
      plate: '01A123BC',
      tech_passport_series: 'AAF',
      tech_passport_number: '1234567',
      model: 'Cobalt',
      year: null,
    },
  ]);
});

it('says why when the account refuses, in the page language', async () => {
  account();
  server.use(
    http.post(apiUrl('/shaxsiy_kabinet/saved/people'), () =>
      HttpResponse.json({ error: { code: 'token_invalid', message: 'x' } }, { status: 401 }),
    ),
  );
  const user = userEvent.setup();
  render(<SaveForNextTime answers={ANSWERS} />, '/en/osago');
  await user.click(await screen.findByRole('checkbox', { name: 'You · passport AA ***4567' }));
  await user.click(screen.getByRole('button', { name: 'Save to my account' }));
  expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
});

it('is not there for a visitor without an account', async () => {
  render(<SaveForNextTime answers={ANSWERS} />, '/en/osago');
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.queryByRole('checkbox')).toBeNull();
});
