import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  quotes,
  renderTravelWizard,
  saves,
  setupTravelTests,
  toFirstTourist,
} from '../test-utils/travel-fixtures';
import { TRAVEL_MINIMAL } from '../travel/travel-product';

setupTravelTests();

const renderMinimal = () => renderTravelWizard(TRAVEL_MINIMAL, '/en/travel-minimal');

it('locks the program to the cheapest the country allows, offers no add-ons and saves as minimal', async () => {
  const user = userEvent.setup();
  renderMinimal();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const first = await toFirstTourist(user, 'turk', 'Türkiye', 30);
  await user.type(within(first).getByRole('textbox', { name: /Passport series and number/ }), 'AA1234567');
  await user.type(within(first).getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(within(first).getByRole('textbox', { name: /Surname and name/ }), 'Karimov Alisher');
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByText(/Program: Basic, sum insured EUR 50\D?000/)).toBeInTheDocument();
  expect(screen.getByText(/Check the embassy/)).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /Comfort/ })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: /Luggage/ })).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(saves[0]).toMatchObject({
    program_id: 1,
    summa_all: 203_000,
    risklar: [],
    uy_joy: false,
    minimal: true,
  });
  expect(quotes.every((q) => (q.risklar as string[]).length === 0)).toBe(true);
}, 60_000);
