import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import {
  agreeAndSave,
  draftKept,
  expectPaymentStep,
  fillApplicant,
  invoice,
  OK,
  setupProductTests,
} from '@polis/product-kit/testing';
import { sportDictionary } from '@polis/tariffs';
import { personalMessages } from '../personal-messages';
import { SPORT } from './sport-product';

const SAVED = {
  ...OK,
  contract_id: 41,
  invoice: invoice(350_000),
};
const TYPES = { ...OK, ...sportDictionary() };

const saves: unknown[] = [];
const { renderWizard } = setupProductTests(
  { messages: personalMessages },
  http.post(apiUrl('/sayt/sportsman/save/v2'), async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json(SAVED);
  }),
  http.get(apiUrl('/sayt/sportsman/type/v2'), () => HttpResponse.json(TYPES)),
);

beforeEach(() => {
  saves.length = 0;
});

const renderSport = () => renderWizard(SPORT, '/en/sport');

it('prices football for a year at 3.5 %, insures a foreign sportsman (type 6) and saves', async () => {
  const user = userEvent.setup();
  const { router } = renderSport();
  await user.selectOptions(await screen.findByRole('combobox', { name: /Sport/ }), 'Football');
  expect(screen.getByRole('radio', { name: '1 year' })).toBeChecked();
  expect(screen.getByText(/Premium 350 000 UZS \(3.5% of the sum insured\)/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  // The buyer is the policyholder, not the insurer (the company).
  expect(await screen.findByRole('heading', { name: 'Policyholder' })).toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'AA');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('checkbox', { name: 'The sportsman is a foreign citizen' }));
  await user.type(screen.getByRole('textbox', { name: /Foreign passport number/ }), 'C01X00T47');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Smith');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'John');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '01021990');
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves).toEqual([
    {
      type_id: 33,
      insurance_amount: 10_000_000,
      start_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      insurer: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
      insured: {
        resident_type: 6,
        passport: 'C01X00T47',
        first_name: 'John',
        last_name: 'Smith',
        birthday: '01.02.1990',
      },
      amount_uzs: 350_000,
    },
  ]);
});

it('keeps the first step until a sport is chosen', async () => {
  const user = userEvent.setup();
  const { router } = renderSport();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?step=sport');
  expect(saves).toHaveLength(0);
});

it('insures the policyholder with one tick, copied again when the policyholder changes', async () => {
  const user = userEvent.setup();
  const { router } = renderSport();
  await user.selectOptions(await screen.findByRole('combobox', { name: /Sport/ }), 'Football');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillApplicant(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('checkbox', { name: 'I am the insured sportsman' }));
  expect(screen.getByRole('textbox', { name: /Passport series/ })).toHaveValue('AA');
  expect(screen.getByRole('textbox', { name: /Passport number/ })).toHaveValue('1234567');
  expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('15.03.1990');
  // Editing a copied field says the sportsman is someone else: the tick goes.
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '{backspace}8');
  expect(screen.getByRole('checkbox', { name: 'I am the insured sportsman' })).not.toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'I am the insured sportsman' }));
  expect(screen.getByRole('textbox', { name: /Passport number/ })).toHaveValue('1234567');
  // Back on the policyholder, another birthday: the ticked sportsman follows.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  const born = await screen.findByRole('textbox', { name: /Date of birth/ });
  await user.clear(born);
  await user.type(born, '16031990');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('checkbox', { name: 'I am the insured sportsman' })).toBeChecked();
  // The copy follows as the step opens (an effect of the tick, after the step's first render).
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('16.03.1990'),
  );
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves).toEqual([
    expect.objectContaining({
      insurer: { seria: 'AA', number: '1234567', birthday: '16.03.1990', phone: '998901234567' },
      insured: { resident_type: 1, seria: 'AA', number: '1234567', birthday: '16.03.1990' },
    }),
  ]);
}, 60_000);

it('after a reload on the first step, the sport chosen and the period come back from the server draft', async () => {
  const user = userEvent.setup();
  const first = renderSport();
  await user.selectOptions(await screen.findByRole('combobox', { name: /Sport/ }), 'Boxing');
  await user.click(screen.getByRole('radio', { name: '1 month' }));
  // The form's values as typed, kept before the step was submitted.
  await draftKept('sport', (d) => JSON.stringify(d).includes('"sport":"Boxing"'));
  first.unmount();
  renderWizard(SPORT, '/en/sport?step=sport');
  expect(await screen.findByRole('combobox', { name: /Sport/ })).toHaveValue('Boxing');
  expect(screen.getByRole('radio', { name: '1 month' })).toBeChecked();
  expect(screen.getByText(/Premium .* of the sum insured/)).toBeInTheDocument();
});
