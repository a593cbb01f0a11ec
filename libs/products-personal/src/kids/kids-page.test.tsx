import { KARIMOV_APPLICANT } from '@polis/api-contract/examples';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { agreeAndSave, expectPaymentStep, saved, setupProductTests } from '@polis/product-kit/testing';
import { personalMessages } from '../personal-messages';
import { KIDS } from './kids-product';

const saves: unknown[] = [];
const { renderWizard } = setupProductTests(
  { messages: personalMessages },
  http.post(apiUrl('/site/kids/save'), async ({ request }) => {
    saves.push(await request.json());
    return HttpResponse.json(saved(200_000));
  }),
);
beforeEach(() => {
  saves.length = 0;
});

const renderKids = () => renderWizard(KIDS, '/en/kids');

async function fillChild(
  user: ReturnType<typeof userEvent.setup>,
  n: number,
  name: string,
  birthday: string,
  girl = false,
) {
  const card = screen.getByRole('group', { name: `Child ${n}` });
  await user.type(within(card).getByRole('textbox', { name: /Birth certificate series/ }), 'i-tn');
  await user.type(within(card).getByRole('textbox', { name: /Birth certificate number/ }), `123456${n}`);
  await user.type(within(card).getByRole('textbox', { name: /Last name/ }), 'Karimov');
  await user.type(within(card).getByRole('textbox', { name: /First name/ }), name);
  await user.type(within(card).getByRole('textbox', { name: /Patronymic/ }), 'Alisherovich');
  await user.type(within(card).getByRole('textbox', { name: /Date of birth/ }), birthday);
  await user.click(within(card).getByRole('radio', { name: girl ? 'Girl' : 'Boy' }));
}

async function toKids(user: ReturnType<typeof userEvent.setup>, program: RegExp) {
  await user.click(await screen.findByRole('radio', { name: program }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('textbox', { name: /Passport series/ }), 'AA');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '1234567');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '15031990');
  await user.type(screen.getByRole('textbox', { name: /PINFL/ }), '31503902610013');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('group', { name: 'Child 1' });
}

it('compares programs 74 and 75 side by side: the hospital stay only under 75', async () => {
  renderKids();
  const table = await screen.findByRole('table', { name: 'What each program covers' });
  const texts = (cells: HTMLElement[]) => cells.map((c) => c.textContent);
  expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Cover', 'Basic (74)', 'Extended (75)']);
  const row = (name: RegExp) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(texts(within(row(/^Hospital stay/)).getAllByRole('cell'))).toEqual([
    '— Not covered',
    '1 000 000 UZS',
  ]);
  expect(texts(within(row(/^Death/)).getAllByRole('cell'))).toEqual(['5 000 000 UZS', '5 000 000 UZS']);
});

it('insures two children on program 75: 200 000 sent, the parent with PINFL', async () => {
  const user = userEvent.setup();
  const { router } = renderKids();
  expect(await screen.findByRole('radio', { name: /Basic/ })).toBeChecked();
  await toKids(user, /Extended/);
  await fillChild(user, 1, 'Ali', '15062019');
  await user.click(screen.getByRole('button', { name: 'Add a child' }));
  await fillChild(user, 2, 'Malika', '01022015', true);
  expect(screen.getByText('2 children insured')).toBeInTheDocument();
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({
    program_id: 75,
    applicant: KARIMOV_APPLICANT,
    kids: [
      { seria: 'I-TN', number: '1234561', name: 'Ali', gender: 'm', birthday: '15.06.2019' },
      { seria: 'I-TN', number: '1234562', name: 'Malika', gender: 'f', birthday: '01.02.2015' },
    ],
    amount_uzs: 200_000,
  });
});

it('refuses a child of 18 and digits in a name before saving', async () => {
  const user = userEvent.setup();
  renderKids();
  await toKids(user, /Basic/);
  await fillChild(user, 1, 'Ali2', '01012000');
  await agreeAndSave(user);
  expect(await screen.findByText('A child must be 1 to 17 years old')).toBeInTheDocument();
  expect(screen.getByText('Letters only, as in the birth certificate')).toBeInTheDocument();
  expect(saves).toHaveLength(0);
});
