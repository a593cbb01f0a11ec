import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore } from '@polis/api-client';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { TestIntlProvider } from '@polis/i18n/testing';
import type { Lang } from '@polis/routing';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { PaymentReturnPage } from './payment-return-page';
import { WebviewThankYouPage } from './webview-thank-you-page';

const checks: unknown[] = [];
let paid = true;
setupApiServer(
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

function renderAt(path: string) {
  const lang = path.split('/')[1] as Lang;
  render(
    <Provider store={makeStore()}>
      <TestIntlProvider lang={lang} messages={lang === 'ru' ? ru : en}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:lang/webview-thank-you/:contractId?" element={<WebviewThankYouPage />} />
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
