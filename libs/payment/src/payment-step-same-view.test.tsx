import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { PaymentStep } from './payment-step';
import { loadCatalogues, renderPayment } from './test-utils/render';
import { OK } from './test-utils/api-fixtures';
import { leaveFor } from './hooks/leave-for';

// jsdom cannot navigate: the one line that leaves this view is watched instead.
jest.mock('./hooks/leave-for', () => ({ leaveFor: jest.fn() }));

// The native apps' webview may block new tabs and windows: there the providers open in the same view and
// come back to the webview's return page (`returnUrl`).

const contract = {
  contractId: 41,
  orderId: 'P261122-ABCDEFGHJK',
  amountUzs: 384_000,
  paymeUrl: 'http://localhost/sandbox/payme/save',
  clickUrl: 'http://localhost/sandbox/click/services/pay?save=1',
};
const RETURN = '/ru/payment-complete?contract_id=41&order_id=P261122-ABCDEFGHJK&back=mobile%2Fhousing';

const asked: unknown[] = [];
const server = setupApiServer(
  http.post(apiUrl('/contract/get-payment'), async ({ request }) => {
    asked.push(await request.json());
    return HttpResponse.json({
      ...OK,
      data: [
        { id: 'payme', name: 'Payme', type: 'link', url: 'http://localhost/sandbox/payme/list' },
        { id: 'click', name: 'Click', type: 'link', url: 'http://localhost/sandbox/click/list' },
        { id: 'octo', name: 'Bank card (Octo)', type: 'link', url: 'http://localhost/sandbox/octo/x' },
        { id: 'card', name: 'Saved card', type: 'card' },
      ],
    });
  }),
);
beforeAll(() => loadCatalogues('en', 'ru', 'uz'));
beforeEach(() => {
  configureTestApiClient();
  asked.length = 0;
});

it('the checkout links open the provider in the same view, which returns to the return page', async () => {
  renderPayment(<PaymentStep contract={contract} onPaid={jest.fn()} returnUrl={RETURN} sameView />, 'ru');
  for (const [name, href] of [
    ['Оплатить через Payme', 'http://localhost/sandbox/payme/list'],
    ['Оплатить через Click', 'http://localhost/sandbox/click/list'],
  ]) {
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  }
  expect(screen.getByText(/Страница оплаты откроется здесь же/)).toBeInTheDocument();
  expect(screen.queryByText(/в новой вкладке/)).not.toBeInTheDocument();
  expect(asked).toEqual([{ contract_id: 41, order_id: contract.orderId, return_url: RETURN }]);
});

it('the site keeps its new tab', async () => {
  renderPayment(<PaymentStep contract={contract} onPaid={jest.fn()} />, 'en');
  const link = await screen.findByRole('link', { name: 'Pay with Payme' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('Choose how to pay. Payment pages open in a new tab.')).toBeInTheDocument();
});

it("Octo in the same view: no window is opened, this view goes to Octo's page", async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/payment/initialize'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ ...OK, payment_url: 'http://localhost/sandbox/octo/P1?lang=uz' });
    }),
  );
  const open = jest.spyOn(window, 'open');
  renderPayment(<PaymentStep contract={contract} onPaid={jest.fn()} returnUrl={RETURN} sameView />, 'uz');
  await userEvent.click(await screen.findByRole('button', { name: 'Bank card (Octo)' }));
  await screen.findByRole('button', { name: 'Bank card (Octo)' });
  expect(leaveFor).toHaveBeenCalledWith('http://localhost/sandbox/octo/P1?lang=uz');
  expect(open).not.toHaveBeenCalled();
  expect(bodies).toEqual([{ contract_id: 41, order_id: contract.orderId, return_url: RETURN }]);
  open.mockRestore();
});
