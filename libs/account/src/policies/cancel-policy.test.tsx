import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CancelQuote, CabinetPolicyDetail } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, OSAGO_DETAIL, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, renderCabinet } from '../test-utils/render';

const HOUSING: CabinetPolicyDetail = {
  ...OSAGO_DETAIL,
  id: 52,
  contract_id: 52,
  product: 'housing',
  product_name: 'Страхование жилья',
  product_type_id: 32,
  policy_series: 'HOUS',
  policy_number: '0000052',
  status: 'pending',
  amount_uzs: 365_000,
  details: {},
};

const RULE: CancelQuote['rule'] = {
  kind: 'cooling_off',
  cooling_off_days: 14,
  cooling_off_until: '2026-03-15',
  cover_start: '2026-03-02',
  cover_end: '2027-03-01',
  days_total: 365,
  days_left: 364,
  unused_uzs: 365_000,
  deduction_percent: 0,
  deduction_uzs: 0,
};

const ALLOWED: CancelQuote = {
  contract_id: 52,
  allowed: true,
  reason: null,
  premium_uzs: 365_000,
  refund_uzs: 365_000,
  rule: RULE,
  provider: 'payme',
  ends_auto_payment: true,
  refunds: [],
};
const REFUND = {
  id: 9,
  amount_uzs: 365_000,
  provider: 'payme' as const,
  status: 'performed' as const,
  created_at: '2026-03-03T10:00:00.000Z',
  performed_at: '2026-03-03T10:00:00.000Z',
};

let policy: CabinetPolicyDetail = HOUSING;
let quote: CancelQuote = ALLOWED;
let confirmAnswer: 'ok' | 'changed' | 'network' = 'ok';
const confirmed: unknown[] = [];

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy/:id'), () => HttpResponse.json({ ...OK, data: policy })),
  http.get(apiUrl('/shaxsiy_kabinet/policies/:id/cancel'), ({ request }) =>
    request.headers.get('x-auth-token') === TOKEN
      ? HttpResponse.json(quote)
      : HttpResponse.json({ error: { code: 'token_required', message: '' } }, { status: 401 }),
  ),
  http.post(apiUrl('/shaxsiy_kabinet/policies/:id/cancel'), async ({ request }) => {
    confirmed.push(await request.json());
    if (confirmAnswer === 'network') return HttpResponse.error();
    if (confirmAnswer === 'changed') {
      quote = { ...quote, refund_uzs: 300_000, rule: { ...RULE, kind: 'pro_rata' } };
      return HttpResponse.json(
        { error: { code: 'refund_amount_changed', message: '', details: { refund_uzs: 300_000 } } },
        { status: 409 },
      );
    }
    policy = { ...policy, status: 'cancelled' };
    quote = { ...quote, allowed: false, reason: 'already_cancelled', refund_uzs: 0, refunds: [REFUND] };
    return HttpResponse.json({ contract_id: 52, status: 'cancelled', refund: REFUND });
  }),
);

beforeAll(() => loadCatalogues('ru', 'en'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  policy = HOUSING;
  quote = ALLOWED;
  confirmAnswer = 'ok';
  confirmed.length = 0;
});

it('shows the refund, the rule and the provider, cancels with the quoted amount, then the refund', async () => {
  const user = userEvent.setup();
  renderCabinet('/ru/dashboard/policies/52');
  await user.click(await screen.findByRole('button', { name: 'Расторгнуть полис' }));
  const dialog = await screen.findByRole('dialog', { name: 'Расторгнуть полис?' });
  expect(await within(dialog).findByText(/Вам вернётся 365\s000/)).toBeInTheDocument();
  expect(dialog).toHaveTextContent('период охлаждения 14 дней (до 15.03.2026)');
  expect(dialog).toHaveTextContent('Деньги вернутся через Payme');
  expect(dialog).toHaveTextContent('Автоплатёж отключится');
  // The safe choice has the focus: a stray Enter keeps the policy.
  expect(within(dialog).getByRole('button', { name: 'Оставить полис' })).toHaveFocus();

  await user.click(within(dialog).getByRole('button', { name: 'Расторгнуть полис' }));
  expect(confirmed).toEqual([{ amount_uzs: 365_000 }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const section = await screen.findByRole('region', { name: 'Полис аннулирован' });
  expect(await within(section).findByRole('status')).toHaveTextContent(
    /Возврат 365\s000.*отправлен через Payme 03\.03\.2026/,
  );
  expect(screen.queryByRole('button', { name: 'Расторгнуть полис' })).not.toBeInTheDocument();
});

it('says the refund changed (409) and shows the new amount to confirm', async () => {
  const user = userEvent.setup();
  confirmAnswer = 'changed';
  renderCabinet('/ru/dashboard/policies/52');
  await user.click(await screen.findByRole('button', { name: 'Расторгнуть полис' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(/Вам вернётся 365\s000/);
  await user.click(within(dialog).getByRole('button', { name: 'Расторгнуть полис' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Сумма возврата изменилась');
  expect(await within(dialog).findByText(/Вам вернётся 300\s000/)).toBeInTheDocument();
});

it('says a network failure in the user’s language and keeps the policy', async () => {
  const user = userEvent.setup();
  confirmAnswer = 'network';
  renderCabinet('/en/dashboard/policies/52');
  await user.click(await screen.findByRole('button', { name: 'Cancel this policy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the policy?' });
  await within(dialog).findByText(/You get back 365\s000/);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the policy' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not cancel the policy');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Cancel this policy' })).toBeInTheDocument();
});

it('says why a compulsory policy in force cannot be cancelled, with no confirm button', async () => {
  const user = userEvent.setup();
  quote = { ...ALLOWED, allowed: false, reason: 'compulsory_in_force', refund_uzs: 0 };
  policy = { ...HOUSING, status: 'active' };
  renderCabinet('/en/dashboard/policies/52');
  await user.click(await screen.findByRole('button', { name: 'Cancel this policy' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is compulsory insurance');
  expect(within(dialog).queryByRole('button', { name: 'Cancel the policy' })).not.toBeInTheDocument();
  // The footer's Close (the header's icon button is named Close too).
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('offers nothing on a policy that is over', async () => {
  policy = { ...HOUSING, status: 'expired' };
  renderCabinet('/en/dashboard/policies/52');
  await screen.findByRole('heading', { name: /HOUS 0000052/ });
  expect(screen.queryByRole('button', { name: 'Cancel this policy' })).not.toBeInTheDocument();
});
