import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { loadCatalogues, renderPayment } from '../test-utils/render';
import { OK, platformError } from '../test-utils/api-fixtures';
import { InvoicePayment } from './invoice-payment';

const sent: { body: unknown; lang: string | null }[] = [];
const server = setupApiServer(
  http.post(apiUrl('/sayt/payment/payme'), async ({ request }) => {
    sent.push({ body: await request.json(), lang: request.headers.get('lang') });
    return HttpResponse.json({ ...OK, phone: '+998 90 *** ** 67' });
  }),
);
beforeAll(() => loadCatalogues('en', 'uz'));
beforeEach(() => {
  configureTestApiClient();
  sent.length = 0;
});

it('sends the phone without its 4-character +998 prefix and says where the invoice went', async () => {
  renderPayment(<InvoicePayment contractId={41} />, 'uz');
  await userEvent.type(screen.getByLabelText(/Hisob yuboriladigan telefon raqami/), '901234567');
  expect(screen.getByLabelText(/Hisob yuboriladigan telefon raqami/)).toHaveValue('+998 90 123 45 67');
  await userEvent.click(screen.getByRole('button', { name: 'Hisobni yuborish' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Hisob +998 90 *** ** 67 raqamiga SMS orqali yuborildi.',
  );
  expect(sent).toEqual([{ body: { contract_id: 41, phone: '901234567' }, lang: 'uz' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Boshqa raqamga yuborish' }));
  expect(screen.getByLabelText(/Hisob yuboriladigan telefon raqami/)).toHaveValue('');
});

it('an incomplete phone is not sent', async () => {
  renderPayment(<InvoicePayment contractId={41} />);
  await userEvent.type(screen.getByLabelText(/Phone number for the invoice/), '90123');
  await userEvent.click(screen.getByRole('button', { name: 'Send the invoice' }));
  expect(await screen.findByText('Enter the nine digits of the phone number after +998')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('names the limit of invoices per phone', async () => {
  server.use(
    http.post(apiUrl('/sayt/payment/payme'), () =>
      HttpResponse.json(platformError('rate_limited'), { status: 429 }),
    ),
  );
  renderPayment(<InvoicePayment contractId={41} />);
  await userEvent.type(screen.getByLabelText(/Phone number for the invoice/), '901234567');
  await userEvent.click(screen.getByRole('button', { name: 'Send the invoice' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
});
