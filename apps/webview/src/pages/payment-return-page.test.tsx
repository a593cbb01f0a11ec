import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore } from '@polis/api-client';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { TestIntlProvider } from '@polis/i18n/testing';
import type { Lang } from '@polis/routing';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import uz from '../messages/uz.json';
import { PaymentReturnPage } from './payment-return-page';
import { WebviewThankYouPage } from './webview-thank-you-page';

const checks: unknown[] = [];
let paid = true;
const server = setupApiServer(
  http.post(apiUrl('/sayt/contract/check'), async ({ request }) => {
    checks.push(await request.json());
    return HttpResponse.json(
      paid
        ? {
            error: false,
            check: true,
            url: '/api/policy/EIOO/0000005/pdf?t=q',
            polis_seria: 'EIOO',
            polis_number: '0000005',
          }
        : { error: 1, check: false, message: 'payment_not_made' },
    );
  }),
);
beforeEach(() => {
  configureTestApiClient();
  checks.length = 0;
  paid = true;
});

/** The wizard a return page leads back to, as the test sees it: where it was opened. */
function Wizard() {
  const { pathname, search } = useLocation();
  return <p>Wizard at {pathname + search}</p>;
}

function renderAt(path: string) {
  const lang = path.split('/')[1] as Exclude<Lang, 'uz-cyrl'>;
  render(
    <Provider store={makeStore()}>
      <TestIntlProvider lang={lang} messages={{ ru, uz, en }[lang]}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:lang/webview-thank-you/:contractId?" element={<WebviewThankYouPage />} />
            <Route path="/:lang/mobile/*" element={<Wizard />} />
            <Route path="/:lang/*" element={<PaymentReturnPage />} />
          </Routes>
        </MemoryRouter>
      </TestIntlProvider>
    </Provider>,
  );
}

it("Click's return: the order from merchant_trans_id is checked, the policy shown, and the app told it is paid", async () => {
  renderAt('/ru/click?payment_id=77&payment_status=2&merchant_trans_id=P261122-ABCDEFGHJK');
  expect(await screen.findByRole('link', { name: 'Скачать полис (PDF)' })).toHaveAttribute(
    'href',
    '/api/policy/EIOO/0000005/pdf?t=q',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Результат оплаты' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Вернуться в приложение' })).toHaveAttribute(
    'href',
    'polis://payment-complete?status=paid&order_id=P261122-ABCDEFGHJK',
  );
  expect(checks).toEqual([{ order_id: 'P261122-ABCDEFGHJK' }]);
});

it('an unpaid contract says so plainly, and the app is told it is not paid', async () => {
  paid = false;
  renderAt('/en/payment-complete?order_id=P1-AB&contract_id=12');
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment has not arrived yet');
  expect(screen.getByRole('link', { name: 'Return to the app' })).toHaveAttribute(
    'href',
    'polis://payment-complete?status=not_paid&contract_id=12&order_id=P1-AB',
  );
});

it('a link without a usable order says the payment is unknown, without calling the API', async () => {
  renderAt('/en/paynet?order_id=%3Cscript%3E');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this payment');
  expect(screen.getByRole('link', { name: 'Return to the app' })).toHaveAttribute(
    'href',
    'polis://payment-complete?status=unknown',
  );
  expect(checks).toEqual([]);
});

it('webview-thank-you checks the contract of the path with the order of the query', async () => {
  renderAt('/en/webview-thank-you/12?order_id=P1-AB');
  expect(await screen.findByRole('link', { name: 'Download the policy (PDF)' })).toBeInTheDocument();
  expect(checks).toEqual([{ order_id: 'P1-AB', contract_id: 12 }]);
});

describe('back from a payment in the same view (the wizard named by `back`)', () => {
  const RETURN = '?contract_id=41&order_id=P261123-ABCDEFGHJK&back=mobile%2Fhousing';
  afterEach(() => window.history.replaceState(null, ''));

  it('paid: the policy to download, no way back to the payment', async () => {
    renderAt(`/uz/payment-complete${RETURN}`);
    expect(await screen.findByRole('link', { name: 'Polisni yuklab olish (PDF)' })).toHaveAttribute(
      'href',
      '/api/policy/EIOO/0000005/pdf?t=q',
    );
    expect(screen.queryByRole('link', { name: 'Toʻlovga qaytish' })).not.toBeInTheDocument();
    expect(checks).toEqual([{ order_id: 'P261123-ABCDEFGHJK', contract_id: 41 }]);
  });

  it('paid: the purchase the wizard could not say is said here, once, with the order as its transaction', async () => {
    const host = window as unknown as { dataLayer?: unknown[] };
    host.dataLayer = [];
    renderAt(`/en/payment-complete${RETURN}&item=housing&item_name=Housing`);
    await screen.findByRole('link', { name: /Download the policy/ });
    await waitFor(() => expect(host.dataLayer).toHaveLength(2));
    expect(host.dataLayer?.[1]).toMatchObject({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'P261123-ABCDEFGHJK',
        items: [{ item_id: 'housing', item_name: 'Housing' }],
      },
    });
    // Not paid, or a link naming no product: nothing is said.
    host.dataLayer = [];
    paid = false;
    renderAt(`/en/payment-complete${RETURN}&item=housing&item_name=Housing`);
    await screen.findAllByRole('alert');
    expect(host.dataLayer).toEqual([]);
    delete host.dataLayer;
  });

  it('not paid: says so, checks again on request, and leads back to the payment step', async () => {
    paid = false;
    renderAt(`/ru/payment-complete${RETURN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Оплата ещё не поступила');
    paid = true;
    await userEvent.click(screen.getByRole('button', { name: 'Проверить оплату' }));
    expect(await screen.findByRole('link', { name: 'Скачать полис (PDF)' })).toBeInTheDocument();
    expect(checks).toHaveLength(2);
  });

  it('not paid: "Back to the payment" opens the wizard on its payment step', async () => {
    paid = false;
    renderAt(`/en/payment-complete${RETURN}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the payment' }));
    expect(await screen.findByText('Wizard at /en/mobile/housing?step=payment')).toBeInTheDocument();
  });

  it('the check fails: says so, with "Check payment" and the way back', async () => {
    server.use(http.post(apiUrl('/sayt/contract/check'), () => HttpResponse.error()));
    renderAt(`/en/payment-complete${RETURN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/network|connection/i);
    expect(screen.getByRole('button', { name: 'Check payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the payment' })).toHaveAttribute(
      'href',
      '/en/mobile/housing?step=payment',
    );
    expect(screen.getByRole('link', { name: 'Return to the app' })).toHaveAttribute(
      'href',
      'polis://payment-complete?status=unknown&contract_id=41&order_id=P261123-ABCDEFGHJK',
    );
  });

  it('Back does not return to the provider: it goes to the payment step', async () => {
    paid = false;
    renderAt(`/en/payment-complete${RETURN}`);
    await screen.findByRole('alert');
    window.history.back();
    expect(await screen.findByText('Wizard at /en/mobile/housing?step=payment')).toBeInTheDocument();
  });

  it('a `back` that is no webview wizard of ours is ignored', async () => {
    paid = false;
    renderAt('/en/payment-complete?order_id=P1-AB&contract_id=12&back=%2F%2Fevil.example');
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: 'Back to the payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.history.state?.polisReturnGuard).toBeUndefined());
  });
});
