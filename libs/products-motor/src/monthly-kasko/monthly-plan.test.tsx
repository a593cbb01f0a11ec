import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MonthlyKaskoPlanResponse } from '@polis/api-contract';
import { apiUrl } from '@polis/api-client/testing';
import { OK } from '@polis/product-kit/testing';
import { renderInEnglish, setupKaskoTests } from '../test-utils/kasko-fixtures';
import { MonthlyPlan } from './monthly-plan';

const ACTIVE: MonthlyKaskoPlanResponse = {
  ...OK,
  status: 'active',
  amount_uzs: 60_000,
  periods_paid: 2,
  paid_through: '23.01.2027',
  next_charge_date: '24.01.2027',
  card_number: '8600 11** **** 1110',
  history: [
    { period: 1, attempt: 1, status: 'charged', amount_uzs: 60_000, at: '2026-11-23T10:00:00.000Z' },
    { period: 2, attempt: 1, status: 'charged', amount_uzs: 60_000, at: '2026-12-23T19:00:01.000Z' },
  ],
};
let answer: MonthlyKaskoPlanResponse = ACTIVE;
const asked: unknown[] = [];
setupKaskoTests(
  http.post(apiUrl('/monthly-kasko/status'), async ({ request }) => {
    asked.push(await request.json());
    return HttpResponse.json(answer);
  }),
);
beforeEach(() => {
  answer = ACTIVE;
  asked.length = 0;
});

const renderPlan = () =>
  renderInEnglish(<MonthlyPlan contractId={41} orderId="P261123-ABCDEFGHJK" />, '/en/mobile/monthly-kasko');

it('shows the next charge date, the card and every month charged, asking with both ids', async () => {
  renderPlan();
  expect(await screen.findByRole('status')).toHaveTextContent('Next charge on 24.01.2027: 60 000 UZS');
  expect(screen.getByText('Covered until 23.01.2027 (2 months paid)')).toBeInTheDocument();
  expect(screen.getByText('Card 8600 11** **** 1110')).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Payment history' })).getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[2]).toHaveTextContent(/2.*Paid/);
  expect(asked).toEqual([{ contract_id: 41, order_id: 'P261123-ABCDEFGHJK' }]);
});

it('says plainly when the cover has lapsed, and refreshes on request', async () => {
  answer = {
    ...ACTIVE,
    status: 'lapsed',
    periods_paid: 1,
    paid_through: '23.12.2026',
    next_charge_date: null,
    history: [
      ACTIVE.history[0],
      { period: 2, attempt: 1, status: 'declined', amount_uzs: 60_000, at: '2026-12-23T19:00:01.000Z' },
    ],
  };
  const user = userEvent.setup();
  renderPlan();
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The cover has stopped: the monthly payment did not go through. It covered you until 23.12.2026.',
  );
  expect(screen.getByText('Declined by the bank')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(asked).toHaveLength(2);
});
