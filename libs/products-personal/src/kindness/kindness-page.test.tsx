import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { agreeAndSave, expectPaymentStep, saved, setupProductTests } from '@polis/product-kit/testing';
import { personalMessages } from '../personal-messages';
import { KINDNESS } from './kindness-product';

const saves: unknown[] = [];
let answer: () => Response = () => HttpResponse.json(saved(200_000));
const { renderWizard } = setupProductTests(
  { messages: personalMessages },
  http.post(apiUrl('/kindness/save'), async ({ request }) => {
    saves.push(await request.json());
    return answer();
  }),
);

beforeEach(() => {
  saves.length = 0;
  answer = () => HttpResponse.json(saved(200_000));
});

const renderKindness = () => renderWizard(KINDNESS, '/en/kindness');

/** Types the buyer (AA 1234567) and the gifted person (AA `giftedNumber`, born 01.01.1960). */
async function fillBuyerAndGifted(user: UserEvent, giftedNumber: string) {
  const buyer = await screen.findByRole('group', { name: 'You (the buyer)' });
  await user.type(within(buyer).getByRole('textbox', { name: /Passport series/ }), 'AA');
  await user.type(within(buyer).getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(within(buyer).getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(within(buyer).getByRole('textbox', { name: /Phone number/ }), '901234567');
  const gifted = screen.getByRole('group', { name: 'The person you give the policy to' });
  await user.type(within(gifted).getByRole('textbox', { name: /Passport series/ }), 'AA');
  await user.type(within(gifted).getByRole('textbox', { name: /Passport number/ }), giftedNumber);
  await user.type(within(gifted).getByRole('textbox', { name: /Date of birth/ }), '01011960');
}

it('says plainly what it covers, then saves the buyer and the gifted person at 200 000', async () => {
  const user = userEvent.setup();
  const { router } = renderKindness();
  expect(await screen.findByText(/You buy this policy as a gift for another person/)).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'What each program covers' });
  const cover = within(table)
    .getByRole('rowheader', { name: /^Injury, disability or death/ })
    .closest('tr') as HTMLElement;
  expect(within(cover).getByRole('cell')).toHaveTextContent('20 000 000 UZS');
  expect(table).toHaveTextContent(/Injuries while drunk/);
  expect(screen.getByText(/10% of the premium goes to the Mehr nuri/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillBuyerAndGifted(user, '6677889');
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves).toEqual([
    {
      risk_id: 21,
      product_id: 64,
      start_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
      insured: { seria: 'AA', number: '6677889', birthday: '01.01.1960' },
      amount_uzs: 200_000,
    },
  ]);
});

it('shows a gifted person the registry does not know beside their passport', async () => {
  answer = () =>
    HttpResponse.json({ error: { code: 'insured_not_found', message: 'No person' } }, { status: 422 });
  const user = userEvent.setup();
  renderKindness();
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await fillBuyerAndGifted(user, '9999999');
  await agreeAndSave(user);
  const again = await screen.findByRole('group', { name: 'The person you give the policy to' });
  expect(await within(again).findByText(/Data not found/)).toBeInTheDocument();
});
