import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { OK, setupProductTests } from '@polis/product-kit/testing';
import { businessMessages } from '../business-messages';
import { IT_PARK } from '../osgor/model/osgor-fixtures';
import { ApplicationForm } from './application-form';

const sent: unknown[] = [];
let refuse = false;
let answer: () => Response = () => HttpResponse.json({ ...OK, id: 5, kind: 'business', sms: true });
const { render } = setupProductTests(
  { messages: businessMessages },
  http.get(apiUrl('/osgor_neo/inn/v3'), () => HttpResponse.json({ ...OK, organization: IT_PARK })),
  http.post(apiUrl('/site-requests'), async ({ request }) => {
    if (refuse)
      return HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many' } }, { status: 429 });
    sent.push(await request.json());
    return answer();
  }),
);

beforeEach(() => {
  sent.length = 0;
  refuse = false;
  answer = () => HttpResponse.json({ ...OK, id: 5, kind: 'business', sms: true });
});

const renderForm = () =>
  render(
    <ApplicationForm kind="business" product="ipoteka" facts={[{ key: 'loan_amount', kind: 'amount' }]} />,
    '/en/for-business/ipoteka',
  );

async function fill() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send the application' }));
  expect(await screen.findByText('Find the company by its INN')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Company INN/ }), IT_PARK.inn);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByText('IT Park Digital MChJ');
  await user.type(screen.getByRole('textbox', { name: /Contact person/ }), 'Kim Elena');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
  const amount = screen.getByRole('textbox', { name: /Loan amount/ });
  await user.type(amount, '800000000');
  expect(amount).toHaveValue('800 000 000');
  await user.click(screen.getByRole('button', { name: 'Send the application' }));
}

it('needs the company, then sends the application and shows its number and what happens next', async () => {
  renderForm();
  await fill();
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Application number: 5. Our manager will call +998 90 123 45 67 within one working day. ' +
      'We have also sent the number to you by SMS.',
  );
  expect(sent).toEqual([
    {
      kind: 'business',
      product: 'ipoteka',
      inn: IT_PARK.inn,
      company_name: 'IT Park Digital MChJ',
      full_name: 'Kim Elena',
      phone: '998901234567',
      facts: { loan_amount: 800_000_000 },
      lang: 'en',
    },
  ]);
});

it('says so when there were too many applications, and keeps the form', async () => {
  refuse = true;
  renderForm();
  await fill();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many applications');
  expect(screen.getByRole('textbox', { name: /Contact person/ })).toHaveValue('Kim Elena');
});

it('does not speak of an SMS the server did not send', async () => {
  answer = () => HttpResponse.json({ ...OK, id: 6, kind: 'business', sms: false });
  renderForm();
  await fill();
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Application number: 6.');
  expect(status).not.toHaveTextContent('SMS');
});

it('marks the fields a 400 names, in the page language, and keeps the form', async () => {
  answer = () =>
    HttpResponse.json(
      {
        error: {
          code: 'validation',
          message: 'body/facts/loan_amount must be a whole number',
          details: [{ part: 'body', path: '/facts/loan_amount', message: 'must be a whole number' }],
        },
      },
      { status: 400 },
    );
  renderForm();
  await fill();
  expect(await screen.findByText('Some answers were not accepted. Check the marked fields.')).toHaveAttribute(
    'role',
    'alert',
  );
  const amount = screen.getByRole('textbox', { name: /Loan amount/ });
  expect(amount).toHaveAccessibleDescription(/This value was not accepted/);
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /Contact person/ })).toHaveValue('Kim Elena');
});
