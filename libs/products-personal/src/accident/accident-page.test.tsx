import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { agreeAndSave, expectPaymentStep, saved, setupProductTests } from '@polis/product-kit/testing';
import { personalMessages } from '../personal-messages';
import { ACCIDENT_PRODUCTS } from './accident-product';

const savedPair = (amount: number) => ({ ...saved(amount), insurance_amount: 1_000_000, insureds: 2 });

const saves: Record<string, unknown>[] = [];
let answer: () => Response = () => HttpResponse.json(savedPair(10_000));
const { renderWizard } = setupProductTests(
  { messages: personalMessages },
  http.post(apiUrl('/accident_sayt/save'), async ({ request }) => {
    saves.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);

beforeEach(() => {
  saves.length = 0;
  answer = () => HttpResponse.json(savedPair(10_000));
});

const render = (audience: keyof typeof ACCIDENT_PRODUCTS, route: string) =>
  renderWizard(ACCIDENT_PRODUCTS[audience], route);

async function fillResident(
  user: ReturnType<typeof userEvent.setup>,
  card: HTMLElement,
  series: string,
  number: string,
  birthday: string,
) {
  await user.type(within(card).getByRole('textbox', { name: /Passport series/ }), series);
  await user.type(within(card).getByRole('textbox', { name: /Passport number/ }), number);
  await user.type(within(card).getByRole('textbox', { name: /Date of birth/ }), birthday);
}

async function toInsureds(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByRole('textbox', { name: /Start date/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('radio', { name: /1 000 000/ })).toBeChecked();
  expect(screen.getByText(/Premium 5 000 UZS per person/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('group', { name: 'Insured person 1' });
}

it('insures two persons at 1 000 000 each: 10 000 sent and shown before payment', async () => {
  const user = userEvent.setup();
  const { router } = render('general', '/en/accident');
  const first = await toInsureds(user);
  expect(
    screen.getByText(/Sum insured 1 000 000 UZS per person, premium 5 000 UZS per person/),
  ).toBeInTheDocument();
  await fillResident(user, first, 'aa', '1234567', '15031990');
  await user.click(screen.getByRole('button', { name: 'Add a person' }));
  await fillResident(
    user,
    screen.getByRole('group', { name: 'Insured person 2' }),
    'ab',
    '2345678',
    '22071995',
  );
  expect(screen.getByText('2 persons insured')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await agreeAndSave(user);
  await expectPaymentStep(router);
  expect(saves).toEqual([
    {
      audience: 'general',
      start_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      insurance_amount: 1_000_000,
      insureds: [
        { seria: 'AA', number: '1234567', birthday: '15.03.1990' },
        { seria: 'AB', number: '2345678', birthday: '22.07.1995' },
      ],
      payer: { is_insured: true, phone: '998901234567' },
      amount_uzs: 10_000,
    },
  ]);
  expect(screen.getAllByText(/10 000/).length).toBeGreaterThan(0);
});

it('shows a person the registry does not know beside that person', async () => {
  answer = () =>
    HttpResponse.json(
      { error: { code: 'person_not_found', message: 'No person' }, response: { key: 2 } },
      { status: 422 },
    );
  const user = userEvent.setup();
  render('general', '/en/accident');
  await fillResident(user, await toInsureds(user), 'AA', '1234567', '15031990');
  await user.click(screen.getByRole('button', { name: 'Add a person' }));
  await fillResident(
    user,
    screen.getByRole('group', { name: 'Insured person 2' }),
    'AB',
    '2345678',
    '23071995',
  );
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await agreeAndSave(user);
  const second = await screen.findByRole('group', { name: 'Insured person 2' });
  expect(await within(second).findByText(/Data not found/)).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Insured person 1' })).queryByText(/Data not found/),
  ).toBeNull();
});

it('driver page: asks the plate, the first person is the driver and must be an adult', async () => {
  const user = userEvent.setup();
  render('driver', '/en/accident-driver');
  expect(await screen.findByRole('textbox', { name: /Start date/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('radio', { name: /5 000 000/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const driver = await screen.findByRole('group', { name: 'Driver' });
  await user.type(screen.getByRole('textbox', { name: /Vehicle plate number/ }), '01A123BC');
  await fillResident(user, driver, 'AA', '1234567', '01012015');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await agreeAndSave(user);
  expect(await within(driver).findByText(/18/)).toBeInTheDocument();
  expect(saves).toHaveLength(0);
});

it('foreign page: Latin names only, a citizenship other than Uzbekistan', async () => {
  answer = () => HttpResponse.json(savedPair(5_000));
  const user = userEvent.setup();
  render('foreign', '/en/accident-foreign');
  expect(await screen.findByRole('textbox', { name: /Start date/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  const card = await screen.findByRole('group', { name: 'Insured person 1' });
  await user.type(within(card).getByRole('textbox', { name: /Passport number/ }), 'c01x00t47');
  await user.type(within(card).getByRole('textbox', { name: /Last name/ }), 'Смит');
  await user.type(within(card).getByRole('textbox', { name: /First name/ }), 'John');
  expect(within(card).queryByRole('option', { name: 'Uzbekistan' })).toBeNull();
  await user.selectOptions(within(card).getByRole('combobox', { name: /Citizenship/ }), 'DE');
  await user.type(within(card).getByRole('textbox', { name: /Date of birth/ }), '01021980');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  await agreeAndSave(user);
  expect(await within(card).findByText('Use Latin letters only')).toBeInTheDocument();
  expect(saves).toHaveLength(0);
  await user.clear(within(card).getByRole('textbox', { name: /Last name/ }));
  await user.type(within(card).getByRole('textbox', { name: /Last name/ }), 'Smith');
  await user.click(screen.getByRole('button', { name: 'Save and go to payment' }));
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeInTheDocument();
  expect(saves[0]).toMatchObject({
    audience: 'foreign',
    insureds: [
      {
        passport: 'C01X00T47',
        first_name: 'John',
        last_name: 'Smith',
        citizenship: 'DE',
        birthday: '01.02.1980',
      },
    ],
    amount_uzs: 5_000,
  });
});
