import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { PaymentResult, type PaymentResultProps } from './payment-result';
import { loadCatalogues, renderPayment } from './test-utils/render';
import { NOT_PAID, PAID, platformError } from './test-utils/api-fixtures';

const server = setupApiServer();
beforeAll(() => loadCatalogues('uz', 'en'));
beforeEach(() => configureTestApiClient());

const renderResult = (props: PaymentResultProps, lang: 'uz' | 'en' = 'uz') =>
  renderPayment(<PaymentResult {...props} />, lang);

it('checks the returned order at once and offers the policy PDF when paid', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/sayt/contract/check'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(PAID);
    }),
  );
  const onResult = jest.fn();
  renderResult({ contractId: 3, orderId: 'P261122-ABCDEFGHJK', onResult });
  expect(screen.getByRole('status')).toHaveTextContent('Toʻlov tekshirilmoqda');
  expect(await screen.findByRole('link', { name: 'Polisni yuklab olish (PDF)' })).toHaveAttribute(
    'href',
    PAID.url,
  );
  expect(bodies).toEqual([{ order_id: 'P261122-ABCDEFGHJK', contract_id: 3 }]);
  expect(onResult).toHaveBeenCalledWith(
    'paid',
    expect.objectContaining({ series: 'EIOO', number: '0000009' }),
  );
});

it('says the payment has not arrived and checks again on request', async () => {
  let paid = false;
  server.use(http.post(apiUrl('/sayt/contract/check'), () => HttpResponse.json(paid ? PAID : NOT_PAID)));
  const onResult = jest.fn();
  renderResult({ orderId: 'P261122-ABCDEFGHJK', onResult });
  expect(await screen.findByRole('alert')).toHaveTextContent('Toʻlov hali kelib tushmadi');
  expect(onResult).toHaveBeenLastCalledWith('not_paid');
  paid = true;
  await userEvent.click(screen.getByRole('button', { name: 'Toʻlovni tekshirish' }));
  expect(await screen.findByText('Polis EIOO 0000009')).toBeInTheDocument();
});

it('re-checks quietly a few times: the message stays until the policy appears', async () => {
  let checks = 0;
  server.use(
    http.post(apiUrl('/sayt/contract/check'), () => {
      checks += 1;
      return HttpResponse.json(checks >= 3 ? PAID : NOT_PAID);
    }),
  );
  renderResult({ orderId: 'P1', recheckMs: 10, rechecks: 5 }, 'en');
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment has not arrived yet');
  expect(await screen.findByRole('link', { name: 'Download the policy (PDF)' })).toBeInTheDocument();
  expect(checks).toBe(3);
});

it('stops re-checking after the last try', async () => {
  let checks = 0;
  server.use(
    http.post(apiUrl('/sayt/contract/check'), () => {
      checks += 1;
      return HttpResponse.json(NOT_PAID);
    }),
  );
  renderResult({ orderId: 'P1', recheckMs: 5, rechecks: 2 }, 'en');
  await waitFor(() => expect(checks).toBe(3));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(checks).toBe(3);
  expect(screen.getByRole('alert')).toHaveTextContent('The payment has not arrived yet');
});

it("a provider that said the payment failed: the words say so (the server's check still decides)", async () => {
  server.use(http.post(apiUrl('/sayt/contract/check'), () => HttpResponse.json(NOT_PAID)));
  renderResult({ orderId: 'P1', providerStatus: 'failed', rechecks: 0 }, 'en');
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through');
});

it('an unknown contract says plainly that this payment is not known', async () => {
  server.use(
    http.post(apiUrl('/sayt/contract/check'), () =>
      HttpResponse.json(platformError('contract_not_found'), { status: 404 }),
    ),
  );
  const onResult = jest.fn();
  renderResult({ contractId: 999, onResult }, 'en');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this payment');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(onResult).toHaveBeenCalledWith('unknown');
});

it('without an order or contract in the link it says it cannot find the payment, without calling', () => {
  const onResult = jest.fn();
  renderResult({ onResult });
  expect(screen.getByRole('alert')).toHaveTextContent('Bu toʻlov topilmadi');
  expect(onResult).toHaveBeenCalledWith('unknown');
});

it('confirms the Uzum Nasiya contract the buyer signed before checking, once', async () => {
  const calls: string[] = [];
  server.use(
    http.post(apiUrl('/uzumnasiya/confirm-contract'), async ({ request }) => {
      calls.push(`confirm ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ error: 0, result: true, message: 'success', data: {} });
    }),
    http.post(apiUrl('/sayt/contract/check'), () => {
      calls.push('check');
      return HttpResponse.json({
        error: false,
        check: true,
        url: '/p.pdf',
        polis_seria: 'EIOO',
        polis_number: '0000009',
      });
    }),
  );
  renderResult({ contractId: 9, uzumContractId: 4 });
  expect(await screen.findByText('Polis EIOO 0000009')).toBeInTheDocument();
  expect(calls).toEqual(['confirm {"uzum_contract_id":4,"neo_contract_id":9}', 'check']);
});
