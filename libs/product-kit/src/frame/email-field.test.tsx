import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { NAME_PRODUCT, NAME_PRODUCT_MESSAGES } from '../test-utils/name-product';
import { expectPaymentStep, saved, setupProductTests } from '../testing';

const PRODUCT = NAME_PRODUCT;
const messages = NAME_PRODUCT_MESSAGES;

const saves: unknown[] = [];
const { renderWizard } = setupProductTests(
  { messages, alsoIn: ['ru'] },
  http.post(apiUrl('/test/save'), async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json(saved(100_000));
  }),
);
beforeEach(() => {
  saves.length = 0;
});

it('offers an optional e-mail beside the consent and sends a good one in the save, never into storage', async () => {
  const user = userEvent.setup();
  const { router } = renderWizard(PRODUCT, '/en/test');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Alisher');
  const email = screen.getByRole('textbox', { name: /E-mail for the policy \(optional\)/ });
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toHaveAccessibleDescription(/we send the policy \(PDF\) there/);
  await user.type(email, 'alisher@example');
  await user.tab();
  expect(
    await screen.findByText('Enter an e-mail such as name@example.uz, or leave the field empty'),
  ).toBeVisible();
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  // A bad address stops the save, with the focus on it.
  expect(saves).toHaveLength(0);
  expect(email).toHaveFocus();
  expect(email).toHaveAccessibleDescription(/Enter an e-mail such as name@example.uz/);

  await user.type(email, '.uz');
  expect(screen.queryByText(/Enter an e-mail such as/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  await expectPaymentStep(router);
  expect(saves).toEqual([{ name: 'Alisher', email: 'alisher@example.uz' }]);
  // Personal data: the e-mail is in no browser storage (the draft keeps the step's values, not it).
  const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
  expect(stored).not.toContain('alisher@example.uz');
});

it('sends no e-mail when the field is left empty', async () => {
  const user = userEvent.setup();
  const { router } = renderWizard(PRODUCT, '/en/test');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Vali');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  await expectPaymentStep(router);
  expect(saves).toEqual([{ name: 'Vali' }]);
});

it('says what is wrong with the e-mail in Russian on the Russian page', async () => {
  const user = userEvent.setup();
  renderWizard(PRODUCT, '/ru/test', 'ru');
  const email = await screen.findByRole('textbox', { name: /E-mail для полиса \(необязательно\)/ });
  await user.type(email, 'not an address');
  await user.tab();
  expect(
    await screen.findByText('Введите e-mail вида name@example.uz или оставьте поле пустым'),
  ).toBeVisible();
});
