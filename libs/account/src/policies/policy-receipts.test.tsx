import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CabinetReceipt } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, OSAGO_DETAIL, platformError, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, renderCabinet } from '../test-utils/render';

const ITEM = {
  title: 'OSAGO — compulsory motor third-party liability insurance',
  price: 38_400_000,
  count: 1,
  code: '00000000000000101',
  package_code: '0000000',
  vat_percent: 0,
};
const SALE: CabinetReceipt = {
  id: 12,
  kind: 'sale',
  provider: 'click',
  amount_uzs: 384_000,
  created_at: '2026-11-23T10:00:00.000Z',
  items: [ITEM],
  terminal_id: 'SANDBOX0000001',
  receipt_number: 12,
  fiscal_sign: '418935831708',
  qr_url: 'http://localhost/sandbox/ofd/epi?t=SANDBOX0000001&r=12&c=20261123150000&s=418935831708',
};
const REFUND: CabinetReceipt = {
  ...SALE,
  id: 13,
  kind: 'refund',
  provider: 'payme',
  created_at: '2026-11-25T10:00:00.000Z',
  receipt_number: 13,
  fiscal_sign: '000111222333',
  qr_url: 'http://localhost/sandbox/ofd/epi?t=SANDBOX0000001&r=13&c=20261125150000&s=000111222333',
};

let receipts: CabinetReceipt[] = [];
const asked: (string | null)[] = [];

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy/:id'), () => HttpResponse.json({ ...OK, data: OSAGO_DETAIL })),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy/:id/receipts'), ({ params, request }) => {
    asked.push(request.headers.get('x-auth-token'));
    return params.id === String(OSAGO_DETAIL.id)
      ? HttpResponse.json({ ...OK, data: receipts })
      : HttpResponse.json(platformError('policy_not_found'), { status: 404 });
  }),
  http.post(apiUrl('/web/subscription/get'), () =>
    HttpResponse.json({ ...OK, data: OSAGO_DETAIL.auto_payment }),
  ),
);

beforeAll(() => loadCatalogues('en', 'ru'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  receipts = [SALE, REFUND];
  asked.length = 0;
});

it("lists each payment's and refund's receipt: item, classification code, VAT, fiscal sign and its check", async () => {
  renderCabinet(`/en/dashboard/policies/${OSAGO_DETAIL.id}`);
  const section = await screen.findByRole('region', { name: 'Receipts' });
  const payment = await within(section).findByRole('article', { name: /^Payment, / });
  expect(within(payment).getByText('Click')).toBeInTheDocument();
  expect(within(payment).getByText(`${ITEM.title} × 1`)).toBeInTheDocument();
  expect(within(payment).getByText(/00000000000000101/)).toHaveTextContent('package code 0000000');
  expect(within(payment).getByText('VAT-exempt (insurance services)')).toBeInTheDocument();
  expect(within(payment).getByText('418935831708')).toBeInTheDocument();
  expect(within(payment).getByText('12 · SANDBOX0000001')).toBeInTheDocument();
  const check = within(payment).getByRole('link', { name: 'Check receipt 12 (opens in a new tab)' });
  expect(check).toHaveAttribute('href', SALE.qr_url);
  expect(check).toHaveAttribute('target', '_blank');

  const refund = within(section).getByRole('article', { name: /^Refund, / });
  expect(within(refund).getByText('Payme')).toBeInTheDocument();
  expect(within(refund).getByRole('link', { name: /Check receipt 13/ })).toHaveAttribute(
    'href',
    REFUND.qr_url,
  );
  expect(asked).toEqual([TOKEN]);
});

it('says so when the policy has no receipt yet, in Russian too', async () => {
  receipts = [];
  renderCabinet(`/ru/dashboard/policies/${OSAGO_DETAIL.id}`);
  const section = await screen.findByRole('region', { name: 'Чеки' });
  expect(await within(section).findByText(/Чеков пока нет/)).toBeInTheDocument();
  expect(within(section).queryByRole('article')).not.toBeInTheDocument();
});
