import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, OSAGO, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, renderCabinet } from '../test-utils/render';

const TAKAFUL = {
  ...OSAGO,
  id: 43,
  contract_id: 43,
  product: 'takaful',
  product_name: 'Takaful',
  takoful: 1 as const,
};
const TRAVEL = {
  ...OSAGO,
  id: 41,
  contract_id: 41,
  product: 'travel',
  product_name: 'Страхование путешествий',
  product_type_id: 7,
  policy_series: 'TRVL',
  policy_number: '0000041',
  status: 'expired' as const,
  amount_uzs: 1_250_500,
  auto_payment: {
    status: 'active' as const,
    subscription_id: 'SX',
    contract_id: 41,
    card_number: '8600 11** **** 1110',
    card_date: '1229',
  },
};
/** A renewal token: the policy ends within 30 days and nothing renews it yet. */
const RENEWAL = '16.mjx8k2.Q3xV9pL0aB7cD1eF2gH3iJ4kL5mN6oP_';
let policies: unknown[] = [];
const langs: (string | null)[] = [];

const server = setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy-new'), ({ request }) => {
    langs.push(request.headers.get('lang'));
    return HttpResponse.json({ ...OK, data: policies });
  }),
);

beforeAll(() => loadCatalogues('ru', 'en'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  policies = [
    { ...OSAGO, product_name: 'ОСАГО — обязательное страхование', renewal: RENEWAL },
    TAKAFUL,
    TRAVEL,
  ];
  langs.length = 0;
});

it('lists the policies without the takaful ones: icon, number, period, status, premium in UZS, PDF', async () => {
  renderCabinet('/ru/dashboard/policies');
  const list = await screen.findByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
    'ОСАГО',
    'Путешествия за рубеж',
  ]);
  expect(screen.queryByText('Takaful')).not.toBeInTheDocument();
  // The short names of the site's catalogue; the server's full name is the detail page's.
  expect(screen.queryByText(/обязательное страхование/)).not.toBeInTheDocument();

  const osago = within(items[0]);
  expect(osago.getByRole('link', { name: 'ОСАГО' })).toHaveAttribute('href', '/ru/dashboard/policies/42');
  expect(osago.getByText('Полис EIOO 0000042')).toBeInTheDocument();
  expect(items[0]).toHaveTextContent('02.03.2026 – 01.03.2027');
  expect(osago.getByText('Действует')).toBeInTheDocument();
  expect(osago.getByText('384 000', { exact: false })).toHaveTextContent('384 000 сум');
  expect(osago.getByRole('link', { name: 'Скачать EIOO 0000042 (PDF)' })).toHaveAttribute('href', OSAGO.url);
  expect(items[0].querySelector('svg[data-kind="osago"]')).not.toBeNull();
  // It ends soon: the site's one-tap renewal, a page of another app on this origin.
  expect(osago.getByRole('link', { name: 'Продлить полис EIOO 0000042' })).toHaveAttribute(
    'href',
    `/ru/prolong/${RENEWAL}`,
  );
  expect(osago.getByRole('link', { name: 'Продлить полис EIOO 0000042' })).toHaveTextContent('Продлить');

  const travel = within(items[1]);
  expect(travel.getByText('Истёк')).toBeInTheDocument();
  expect(travel.getByText('1 250 500', { exact: false })).toBeInTheDocument();
  expect(travel.getByText('Автоплатёж включён')).toBeInTheDocument();
  expect(items[1].querySelector('svg[data-kind="travel"]')).not.toBeNull();
  expect(travel.queryByRole('link', { name: /Продлить/ })).not.toBeInTheDocument();
  // Product names come in the page language (the `lang` header).
  expect(langs).toEqual(['ru']);
});

it('shows a skeleton while loading, then the empty state with a way to buy', async () => {
  policies = [TAKAFUL];
  server.use(
    http.get(apiUrl('/shaxsiy_kabinet/get/policy-new'), async () => {
      await delay(100);
      return HttpResponse.json({ ...OK, data: policies });
    }),
  );
  renderCabinet('/en/dashboard/policies');
  expect(await screen.findByText('Loading your policies…')).toBeInTheDocument();
  expect(screen.getByText('Loading your policies…').closest('[aria-busy]')).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(await screen.findByText('You have no policies yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose a policy' })).toHaveAttribute('href', '/en/catalogue');
});

it('shows an error with a retry that loads the list again', async () => {
  let fail = true;
  server.use(
    http.get(apiUrl('/shaxsiy_kabinet/get/policy-new'), () =>
      fail
        ? HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })
        : HttpResponse.json({ ...OK, data: [OSAGO] }),
    ),
  );
  const user = userEvent.setup();
  renderCabinet('/en/dashboard/policies');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our server');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { name: 'Motor third-party liability (OSAGO)' }),
  ).toBeInTheDocument();
});
