import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient } from '@polis/api-client/testing';
import { draftKept } from '@polis/product-kit/testing';
import {
  later,
  renderTravelWizard,
  saves,
  setupTravelTests,
  toFirstTourist,
} from '../test-utils/travel-fixtures';
import { TRAVEL } from './travel-product';

const server = setupTravelTests();

const renderTravel = () => renderTravelWizard(TRAVEL, '/en/travel');

it('resets the days when the purpose changes and offers the multi-entry durations', async () => {
  const user = userEvent.setup();
  renderTravel();
  await user.click(await screen.findByRole('radio', { name: 'Work' }));
  const days = screen.getByRole('combobox', { name: /Number of days/ });
  expect(
    within(days)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['30 days', '60 days', '90 days', '180 days', '365 days']);
  await user.selectOptions(days, '90');
  await user.click(screen.getByRole('radio', { name: 'Education' }));
  expect(screen.getByRole('combobox', { name: /Number of days/ })).toHaveValue('30');
  await user.click(screen.getByRole('checkbox', { name: /Multi-entry/ }));
  expect(
    within(screen.getByRole('combobox', { name: /Number of days/ }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['15 days', '30 days', '45 days', '90 days', '180 days']);
  await user.click(screen.getByRole('radio', { name: 'Travel' }));
  expect(screen.getByRole('checkbox', { name: /Multi-entry/ })).not.toBeChecked();
  expect(screen.queryByRole('combobox', { name: /Number of days/ })).toBeNull();
});

it('buys a family of three to Germany with two risks: Comfort forced, Latin names, the price seen', async () => {
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('checkbox', { name: /Family policy/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.type(await screen.findByRole('searchbox', { name: /Country/ }), 'герман');
  await user.click(screen.getByRole('button', { name: 'Germany · Schengen' }));
  const end = screen.getByRole('textbox', { name: /End date/ });
  await user.type(end, later(14));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const first = await screen.findByRole('group', { name: 'Tourist 1' });
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'aa1234567');
  await user.type(within(first).getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.click(within(first).getByRole('button', { name: /Find the name/ }));
  expect(await within(first).findByDisplayValue('KARIMOV ALISHER')).toBeInTheDocument();
  await user.click(within(first).getByRole('checkbox', { name: /This tourist pays/ }));

  const second = screen.getByRole('group', { name: 'Tourist 2' });
  await user.type(within(second).getByRole('textbox', { name: /Passport series and number/ }), 'AB2345678');
  await user.type(within(second).getByRole('textbox', { name: /Date of birth/ }), '22071995');
  const name2 = within(second).getByRole('textbox', { name: /Surname and name/ });
  await user.type(name2, 'Ка');
  expect(name2).toHaveValue('');
  expect(within(second).getByText('Use the Latin alphabet')).toBeInTheDocument();
  await user.click(within(second).getByRole('checkbox', { name: /Foreign citizen/ }));
  expect(within(second).queryByText('Use the Latin alphabet')).toBeNull();
  await user.type(within(second).getByRole('textbox', { name: /Surname and name/ }), 'Karimova Dilnoza');

  await user.click(screen.getByRole('button', { name: 'Add a tourist' }));
  const third = screen.getByRole('group', { name: 'Tourist 3' });
  await user.type(within(third).getByRole('textbox', { name: /Passport series and number/ }), 'FA7654321');
  await user.type(within(third).getByRole('textbox', { name: /Date of birth/ }), '01062016');
  await user.click(within(third).getByRole('button', { name: /Find the name/ }));
  expect(await within(third).findByText(/No data found/)).toBeInTheDocument();
  await user.type(within(third).getByRole('textbox', { name: /Surname and name/ }), 'Karimov Sardor');
  // Tourist 1, found by passport, pays: the payer's PINFL is the registry's.
  expect(screen.getByRole('textbox', { name: /PINFL/ })).toHaveValue('31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByRole('radio', { name: /Comfort/ })).toBeChecked();
  expect(screen.queryByRole('radio', { name: /Basic/ })).toBeNull();
  // What the two programs Germany allows cover, side by side, with the calculator's sums.
  const table = await screen.findByRole('table', { name: 'What each program covers' });
  const texts = (cells: HTMLElement[]) => cells.map((c) => c.textContent);
  expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Cover', 'Comfort', 'Premium']);
  const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(texts(within(row(/^Medical costs covered/)).getAllByRole('cell'))).toEqual(['€60,000', '€100,000']);
  expect(texts(within(row(/^Price of this trip/)).getAllByRole('cell'))).toEqual([
    '537 000 UZS',
    '979 000 UZS',
  ]);
  expect(texts(within(row(/^Medical transport/)).getAllByRole('cell'))).toEqual(['✓ Covered', '✓ Covered']);
  expect(within(row(/^Planned treatment/)).getByRole('cell')).toHaveTextContent('Not covered by any program');
  await user.click(screen.getByRole('checkbox', { name: /Luggage/ }));
  await user.click(screen.getByRole('checkbox', { name: /Accident/ }));
  await waitFor(() => expect(screen.getByText(/^Total:/)).toHaveTextContent(/615\s000/));
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=payment');
  expect(screen.getByText('Germany')).toBeInTheDocument();
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({
    countries: ['DE'],
    purpose_id: 1,
    is_family: true,
    program_id: 2,
    summa_all: 615_000,
    risklar: ['luggage', 'accident'],
    insurer_name: 'KARIMOV ALISHER',
    insurer_passport_series: 'AA',
    insurer_pinfl: '31503902610013',
    insurer_phone: '998901234567',
    travelers: [
      { name: 'KARIMOV ALISHER', birthday: '15.03.1990', passport_series: 'AA', passport_number: '1234567' },
      { name: 'KARIMOVA DILNOZA', birthday: '22.07.1995', passport_series: 'AB', passport_number: '2345678' },
      { name: 'KARIMOV SARDOR', birthday: '01.06.2016', passport_series: 'FA', passport_number: '7654321' },
    ],
  });
  expect(saves[0]).toHaveProperty('end_date');
  expect(saves[0]).not.toHaveProperty('days');
}, 60_000);

it('refuses a family policy for three adults', async () => {
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('checkbox', { name: /Family policy/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await toFirstTourist(user, 'Türk', 'Türkiye', 7);
  await user.click(screen.getByRole('button', { name: 'Add a tourist' }));
  for (const [n, passport, born] of [
    [1, 'AA1234567', '15031990'],
    [2, 'AB2345678', '22071995'],
    [3, 'AC3456789', '02111985'],
  ] as const) {
    const group = screen.getByRole('group', { name: `Tourist ${n}` });
    await user.type(within(group).getByRole('textbox', { name: /Passport series and number/ }), passport);
    await user.type(within(group).getByRole('textbox', { name: /Date of birth/ }), born);
    await user.type(
      within(group).getByRole('textbox', { name: /Surname and name/ }),
      `Tourist ${'ABC'[n - 1]}`,
    );
  }
  await user.click(
    within(screen.getByRole('group', { name: 'Tourist 1' })).getByRole('checkbox', { name: /pays/ }),
  );
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(/A family policy is one or two adults/)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=tourists');
}, 60_000);

it('keeps the country step until a country is chosen', async () => {
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('searchbox', { name: /Country/ });
  await user.type(screen.getByRole('textbox', { name: /End date/ }), later(5));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Choose at least one country')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=countries');
});

it('opens the error modal with maybe-data-is-incorrect when the save is refused, and stays on the program', async () => {
  server.use(
    http.post(apiUrl('/travel-neo/save-polis'), () =>
      HttpResponse.json(
        { error: { code: 'program_not_allowed', message: 'Program 1 is not sold for these destinations' } },
        { status: 422 },
      ),
    ),
  );
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const first = await toFirstTourist(user, 'tr', 'Türkiye', 30);
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'AA1234567');
  await user.type(within(first).getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(within(first).getByRole('textbox', { name: /Surname and name/ }), 'Karimov Alisher');
  // A foreign payer gives the passport's country instead of a PINFL.
  await user.click(screen.getByRole('checkbox', { name: /The payer is a foreign citizen/ }));
  expect(screen.queryByRole('textbox', { name: /PINFL/ })).toBeNull();
  expect(screen.getByRole('combobox', { name: /Payer's citizenship/ })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: /The payer is a foreign citizen/ }));
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: /Basic/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  const saveButton = screen.getByRole('button', { name: 'Save and go to payment' });
  await user.click(saveButton);
  // Spec 000 section 8: the save failure sets maybe-data-is-incorrect and opens the error modal.
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(/Perhaps the data is incorrect/);
  const close = within(dialog).getAllByRole('button', { name: 'Close' });
  expect(close).toContain(document.activeElement);
  expect(screen.queryByRole('link', { name: /Payme/ })).toBeNull();
  await user.click(close[close.length - 1]);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  // Focus returns to the button that saved; the step stays, with no message of its own.
  expect(saveButton).toHaveFocus();
  expect(screen.queryByText(/Perhaps the data is incorrect/)).toBeNull();
  expect(router.state.location.search).toBe('?step=program');
}, 60_000);

it('says beside the tourist, not "no data found", when the name look-up answers 429', async () => {
  server.use(
    http.post(apiUrl('/travel-neo/getPerson'), () =>
      HttpResponse.json(
        {
          error: {
            code: 'rate_limited',
            message: 'Too many wrong birthdays for this passport; try again in 3540 s',
            details: { limit: 'birthday', retry_after: 3540 },
          },
        },
        { status: 429, headers: { 'Retry-After': '3540' } },
      ),
    ),
  );
  const user = userEvent.setup();
  renderTravel();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const first = await toFirstTourist(user, 'герман', 'Germany · Schengen', 14);
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'aa1234567');
  await user.type(within(first).getByRole('textbox', { name: /Date of birth/ }), '15041991');
  await user.click(within(first).getByRole('button', { name: /Find the name/ }));
  expect(await within(first).findByRole('alert')).toHaveTextContent(
    'Too many attempts with a wrong birthday for this passport. Check the birthday and try again in an hour.',
  );
  expect(within(first).queryByText(/No data found/)).toBeNull();
});

it('fills the PINFL of a paying tourist found by passport, and clears it when that tourist changes', async () => {
  const user = userEvent.setup();
  const { router } = renderTravel();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const first = await toFirstTourist(user, 'tr', 'Türkiye', 30);
  // One tourist pays by default: the payer's name, birthday and passport are theirs, not asked again.
  expect(screen.getByText(/The payer is tourist 1/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Payer's passport/ })).toBeNull();
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'aa1234567');
  const born = within(first).getByRole('textbox', { name: /Date of birth/ });
  await user.type(born, '15031990');
  const pinfl = screen.getByRole('textbox', { name: /PINFL/ });
  expect(pinfl).toHaveValue('');
  await user.click(within(first).getByRole('button', { name: /Find the name/ }));
  await waitFor(() => expect(pinfl).toHaveValue('31503902610013'));
  // Another birthday is another person until found again: the PINFL filled for the first goes.
  await user.clear(born);
  await user.type(born, '16031990');
  expect(pinfl).toHaveValue('');
  await user.clear(born);
  await user.type(born, '15031990');
  await waitFor(() => expect(pinfl).toHaveValue('31503902610013'));
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: /Basic/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=payment');
  expect(saves[0]).toMatchObject({
    insurer_name: 'KARIMOV ALISHER',
    insurer_birthday: '15.03.1990',
    insurer_passport_series: 'AA',
    insurer_passport_number: '1234567',
    insurer_pinfl: '31503902610013',
  });
}, 60_000);

it('after a reload on the program step, the program, the add-on risks and home cover chosen come back', async () => {
  const user = userEvent.setup();
  const first = renderTravel();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const tourist = await toFirstTourist(user, 'tr', 'Türkiye', 30);
  await user.type(within(tourist).getByRole('textbox', { name: /Passport series and number/ }), 'AA1234567');
  await user.type(within(tourist).getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(within(tourist).getByRole('textbox', { name: /Surname and name/ }), 'Karimov Alisher');
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: /Premium/ }));
  await user.click(screen.getByRole('checkbox', { name: /Luggage/ }));
  await user.click(screen.getByRole('checkbox', { name: /Home cover while away/ }));
  // Chosen, not yet submitted: what a reload finds on the server.
  await draftKept('travel', (d) => JSON.stringify(d.typing).includes('"uyJoy":true'));
  first.unmount();
  const { router } = renderTravelWizard(TRAVEL, '/en/travel?step=program');
  expect(await screen.findByRole('radio', { name: /Premium/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Luggage/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Home cover while away/ })).toBeChecked();
  expect(router.state.location.search).toBe('?step=program');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(saves[0]).toMatchObject({ program_id: 3, risklar: ['luggage'], uy_joy: true });
}, 60_000);

it('a logged-in customer fills a tourist from a saved person, then finds the name as if typed', async () => {
  configureTestApiClient({ getToken: () => 'a-session-token' });
  server.use(
    http.get(apiUrl('/shaxsiy_kabinet/saved'), () =>
      HttpResponse.json({
        people: [
          {
            id: 1,
            label: 'Alisher',
            relation: 'me',
            passport_series: 'AA',
            passport_number: '1234567',
            birthday: '15.03.1990',
            name: null,
            pinfl: null,
            phone: null,
          },
        ],
        vehicles: [],
      }),
    ),
  );
  const user = userEvent.setup();
  renderTravel();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const first = await toFirstTourist(user, 'герман', 'Germany · Schengen', 14);
  await user.selectOptions(
    await within(first).findByRole('combobox', { name: 'Fill from my saved people' }),
    'Alisher (me)',
  );
  expect(within(first).getByRole('textbox', { name: /Passport series and number/ })).toHaveValue('AA1234567');
  expect(within(first).getByRole('textbox', { name: /Date of birth/ })).toHaveValue('15.03.1990');
  await user.click(within(first).getByRole('button', { name: /Find the name/ }));
  expect(await within(first).findByDisplayValue('KARIMOV ALISHER')).toBeInTheDocument();
});
