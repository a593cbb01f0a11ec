import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient } from '@polis/api-client/testing';
import {
  agreeAndSave,
  expectPaymentStep,
  fillApplicant,
  OK,
  setupProductTests,
} from '@polis/product-kit/testing';
import { later } from '../test-utils/travel-fixtures';
import { travelMessages } from '../travel-messages';
import { TRAVEL_AROUND_UZBEKISTAN } from './travel-around-uzbekistan-product';

const n = (en: string) => ({ uz: en, ru: en, en });
const TARIFFS = {
  ...OK,
  response: [
    { id: 1, name: n('Standard'), premium: 5_000, liability: 10_000_000 },
    { id: 2, name: n('Optimal'), premium: 10_000, liability: 25_000_000 },
  ],
};
const REFERENCE = {
  ...OK,
  response: {
    country: [
      {
        id: 1,
        code: 'KZ',
        uz: 'Qozogʻiston',
        ru: 'Казахстан',
        en: 'Kazakhstan',
        shengen: false,
        programs: [1, 2, 3],
      },
      {
        id: 2,
        code: 'SCH',
        uz: 'Shengen',
        ru: 'Шенген',
        en: 'Schengen countries',
        shengen: true,
        programs: [2, 3],
      },
    ],
    purpose: [],
    tarifs: [],
    risk: [],
    valyuta: [],
    uy_joy: { price: 30000, sum_insured: 50000000 },
  },
};
const SAVED = {
  ...OK,
  response: {
    contract_id: 51,
    order_id: 'P261123-ABCDEFGHJK',
    payme_url: 'http://localhost/sandbox/payme/x',
    url: 'http://localhost/sandbox/click/x',
    amount_uzs: 100_000,
    days: 5,
    liability: 50_000_000,
  },
};

const saves: Record<string, unknown>[] = [];
const { renderWizard, server } = setupProductTests(
  { messages: travelMessages, contractId: 51, provider: 'Click' },
  http.get(apiUrl('/sayt/travel-uzb/tarifs'), () => HttpResponse.json(TARIFFS)),
  http.get(apiUrl('/travel-neo/get_country'), () => HttpResponse.json(REFERENCE)),
  http.post(apiUrl('/sayt/travel-uzb/save'), async ({ request }) => {
    saves.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(SAVED);
  }),
);

beforeEach(() => {
  saves.length = 0;
});

const renderTau = () => renderWizard(TRAVEL_AROUND_UZBEKISTAN, '/en/travel-around-uzbekistan');

it('refuses a start after the end with startdate_cant_be_more_than_enddate and counts days as difference + 1', async () => {
  const user = userEvent.setup();
  const { router } = renderTau();
  const begin = await screen.findByRole('textbox', { name: /Start date/ });
  await user.clear(begin);
  await user.type(begin, later(5));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(2));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('The start date cannot be later than the end date')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=trip');
  await user.clear(screen.getByRole('textbox', { name: /End date/ }));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(9));
  expect(screen.getByText('Days: 5')).toBeInTheDocument();
});

/**
 * From the trip (`begin` typed as tomorrow, the end `endDays` from now) through the applicant (AA 1234567) to
 * tourist 1, the resident Alisher Karimov.
 */
async function toFirstTourist(user: UserEvent, begin: HTMLElement, endDays: number) {
  await user.clear(begin);
  await user.type(begin, later(1));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(endDays));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillApplicant(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const first = await screen.findByRole('group', { name: 'Tourist 1' });
  await user.type(within(first).getByRole('textbox', { name: /Surname/ }), 'Karimov');
  await user.type(within(first).getByRole('textbox', { name: /^Name/ }), 'Alisher');
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'AA1234567');
  await user.type(within(first).getByRole('textbox', { name: /Date of birth/ }), '15031990');
}

it('insures two tourists, one foreign with a country: premium x tourists x days', async () => {
  const user = userEvent.setup();
  const { router } = renderTau();
  await user.click(await screen.findByRole('radio', { name: /Optimal/ }));
  // The tariffs side by side: each column a tariff, its liability and price a day, and what none covers.
  const table = screen.getByRole('table', { name: 'What each tariff covers' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    expect.any(String),
    'Standard',
    'Optimal',
  ]);
  const liability = within(table).getByRole('row', { name: /Liability per tourist/ });
  expect(within(liability).getAllByRole('cell').map((c) => c.textContent)).toEqual([
    '10 000 000 UZS',
    '25 000 000 UZS',
  ]);
  expect(within(table).getByRole('rowheader', { name: 'Injuries while drunk' })).toBeInTheDocument();
  await toFirstTourist(user, screen.getByRole('textbox', { name: /Start date/ }), 5);
  await user.click(screen.getByRole('button', { name: 'Add a tourist' }));
  const second = screen.getByRole('group', { name: 'Tourist 2' });
  await user.click(within(second).getByRole('radio', { name: 'Foreigner' }));
  await user.type(within(second).getByRole('textbox', { name: /Surname/ }), 'Nurlanova');
  await user.type(within(second).getByRole('textbox', { name: /^Name/ }), 'Aigerim');
  await user.type(within(second).getByRole('textbox', { name: /Foreign passport number/ }), 'N12345678');
  await user.type(within(second).getByRole('textbox', { name: /Date of birth/ }), '01021992');
  await agreeAndSave(user);
  expect(await within(second).findByText("Choose the passport's country")).toBeInTheDocument();
  expect(saves).toHaveLength(0);
  await user.selectOptions(within(second).getByRole('combobox', { name: /Citizenship/ }), 'KZ');
  expect(screen.getByText(/^Total:/)).toHaveTextContent(/100\s000.*2 tourists, 5 days/);
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  await expectPaymentStep(router, 'Click');
  expect(saves[0]).toMatchObject({
    selected_tariff: 2,
    premium: 100_000,
    applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
    tourists: [
      { name: 'Alisher', lastname: 'Karimov', passport_data: 'AA1234567', type: 'resident' },
      { name: 'Aigerim', lastname: 'Nurlanova', passport_data: 'N12345678', type: 'foreign', country: 'KZ' },
    ],
  });
}, 60_000);

/** One resident tourist, up to the consent; returns the save button. */
async function fillOneTourist(user: UserEvent) {
  await toFirstTourist(user, await screen.findByRole('textbox', { name: /Start date/ }), 3);
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  return screen.getByRole('button', { name: 'Save and go to payment' });
}

it('finds the applicant on step 2: an unknown passport is said there, before any tourist is typed', async () => {
  const user = userEvent.setup();
  const { router } = renderTau();
  const begin = await screen.findByRole('textbox', { name: /Start date/ });
  await user.clear(begin);
  await user.type(begin, later(1));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(3));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText(/Passport series/), 'aa');
  await user.type(screen.getByLabelText(/Passport number/), '9999999');
  await user.type(screen.getByLabelText(/Date of birth/), '15031990');
  await user.type(screen.getByLabelText(/Phone number/), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(/No person with this passport and date of birth/)).toBeVisible();
  expect(router.state.location.search).toBe('?step=applicant');
  await user.clear(screen.getByLabelText(/Passport number/));
  await user.type(screen.getByLabelText(/Passport number/), '1234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('group', { name: 'Tourist 1' })).toBeVisible();
}, 60_000);

it('counts one tourist and its days in the singular where it is one', async () => {
  const user = userEvent.setup();
  renderTau();
  await fillOneTourist(user);
  expect(screen.getByText(/^Total:/)).toHaveTextContent(/\(1 tourist, 3 days\)/);
}, 60_000);

it('takes a save that no longer finds the applicant back to step 2, beside the passport', async () => {
  server.use(
    http.post(apiUrl('/sayt/travel-uzb/save'), () =>
      HttpResponse.json({ error: { code: 'person_not_found', message: 'Unknown person' } }, { status: 422 }),
    ),
  );
  const user = userEvent.setup();
  const { router } = renderTau();
  await user.click(await fillOneTourist(user));
  expect(await screen.findByText(/No person with this passport and date of birth/)).toBeVisible();
  expect(router.state.location.search).toBe('?step=applicant');
}, 60_000);

it.each([
  [
    'a refusal (422)',
    422,
    { error: { code: 'unknown_tariff', message: 'Unknown tariff' } },
    /Perhaps the data is incorrect/,
  ],
  [
    'a refusal (400)',
    400,
    { error: { code: 'validation', message: 'Bad body' } },
    /Perhaps the data is incorrect/,
  ],
  [
    'a server fault (500)',
    500,
    { error: { code: 'internal', message: 'Boom' } },
    /Something went wrong on our side/,
  ],
])(
  'opens the error modal on %s with its text, and gives focus back',
  async (_, status, body, text) => {
    server.use(http.post(apiUrl('/sayt/travel-uzb/save'), () => HttpResponse.json(body, { status })));
    const user = userEvent.setup();
    const { router } = renderTau();
    const save = await fillOneTourist(user);
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(text);
    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(close).toContain(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(save).toHaveFocus();
    expect(router.state.location.search).toBe('?step=tourists');
    expect(screen.queryByText(text)).toBeNull();
  },
  60_000,
);

it('offers the applicant as tourist 1: passport and birthday copied, the names as the registry has them', async () => {
  const user = userEvent.setup();
  const { router } = renderTau();
  const begin = await screen.findByRole('textbox', { name: /Start date/ });
  await user.clear(begin);
  await user.type(begin, later(1));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(3));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillApplicant(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const first = await screen.findByRole('group', { name: 'Tourist 1' });
  await user.click(within(first).getByRole('checkbox', { name: 'The applicant travels too' }));
  expect(within(first).getByRole('textbox', { name: /Passport series and number/ })).toHaveValue('AA1234567');
  expect(within(first).getByRole('textbox', { name: /Date of birth/ })).toHaveValue('15.03.1990');
  expect(await within(first).findByDisplayValue('Karimov')).toBe(
    within(first).getByRole('textbox', { name: /Surname/ }),
  );
  expect(within(first).getByRole('textbox', { name: /^Name/ })).toHaveValue('Alisher');
  // A foreigner is not the applicant: the tick goes.
  await user.click(within(first).getByRole('radio', { name: 'Foreigner' }));
  expect(within(first).getByRole('checkbox', { name: 'The applicant travels too' })).not.toBeChecked();
  await user.click(within(first).getByRole('checkbox', { name: 'The applicant travels too' }));
  expect(within(first).getByRole('radio', { name: 'Resident' })).toBeChecked();
  await agreeAndSave(user);
  await expectPaymentStep(router, 'Click');
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({
    applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
  });
  // The body a typed tourist 1 gives: nothing of the tick is sent.
  expect(saves[0].tourists).toEqual([
    {
      name: 'Alisher',
      lastname: 'Karimov',
      passport_data: 'AA1234567',
      birthday: '15.03.1990',
      type: 'resident',
    },
  ]);
}, 60_000);

it('a logged-in customer fills a tourist from a saved person: passport, birthday and names', async () => {
  configureTestApiClient({ getToken: () => 'a-session-token' });
  server.use(
    http.get(apiUrl('/shaxsiy_kabinet/saved'), () =>
      HttpResponse.json({
        people: [
          {
            id: 3,
            label: 'Mum',
            relation: 'other',
            passport_series: 'AB',
            passport_number: '7654321',
            birthday: '02.02.1962',
            name: 'Karimova Dilbar',
            pinfl: null,
            phone: null,
          },
        ],
        vehicles: [],
      }),
    ),
  );
  const user = userEvent.setup();
  renderTau();
  const begin = await screen.findByRole('textbox', { name: /Start date/ });
  await user.clear(begin);
  await user.type(begin, later(1));
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(3));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillApplicant(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const first = await screen.findByRole('group', { name: 'Tourist 1' });
  await user.selectOptions(
    await within(first).findByRole('combobox', { name: 'Fill from my saved people' }),
    'Mum',
  );
  expect(within(first).getByRole('textbox', { name: /Passport series and number/ })).toHaveValue('AB7654321');
  expect(within(first).getByRole('textbox', { name: /Date of birth/ })).toHaveValue('02.02.1962');
  expect(within(first).getByRole('textbox', { name: /Surname/ })).toHaveValue('Karimova');
  expect(within(first).getByRole('radio', { name: 'Resident' })).toBeChecked();
});
