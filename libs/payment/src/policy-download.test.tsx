import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { PolicyDownload } from './policy-download';
import { loadCatalogues, renderPayment } from './test-utils/render';
import { OK } from './test-utils/api-fixtures';

const server = setupApiServer();
beforeAll(() => loadCatalogues('en', 'uz'));
beforeEach(() => configureTestApiClient());

const policy = { series: 'EIOO', number: '0000009', url: '/api/policy/EIOO/0000009/pdf?t=a' };

it('one policy: its number and the PDF', () => {
  renderPayment(<PolicyDownload policy={policy} />, 'uz');
  expect(screen.getByRole('heading', { name: 'Polisingiz tayyor' })).toBeInTheDocument();
  expect(screen.getByText('Polis EIOO 0000009')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Polisni yuklab olish (PDF)' })).toHaveAttribute(
    'href',
    policy.url,
  );
});

it('several policies (all_policies): each with its own download', () => {
  renderPayment(
    <PolicyDownload
      policy={{
        ...policy,
        all: [
          { product: 'OSAGO', number: 'EIOO 0000009', url: '/a.pdf' },
          { product: 'Mini KASKO', number: 'MKS 0000010', url: '/b.pdf' },
        ],
      }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Your policies are ready' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download policy EIOO 0000009 (PDF)' })).toHaveAttribute(
    'href',
    '/a.pdf',
  );
  expect(screen.getByRole('link', { name: 'Download policy MKS 0000010 (PDF)' })).toHaveAttribute(
    'href',
    '/b.pdf',
  );
  expect(screen.getByText('Mini KASKO')).toBeInTheDocument();
});

it('after a card payment: the auto-payment status of the contract', async () => {
  server.use(
    http.post(apiUrl('/web/subscription/get'), () =>
      HttpResponse.json({
        ...OK,
        data: {
          status: 'active',
          subscription_id: 'SX',
          contract_id: 41,
          card_number: '8600 11** **** 1110',
          card_date: '1229',
        },
      }),
    ),
  );
  renderPayment(<PolicyDownload policy={{ ...policy, autoPaymentContractId: 41 }} />, 'uz');
  expect(await screen.findByText('Avtotoʻlov yoqilgan. Karta 8600 11** **** 1110.')).toBeInTheDocument();
});
