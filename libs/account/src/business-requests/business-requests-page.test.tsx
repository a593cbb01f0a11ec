import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CabinetBusinessRequest } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, platformError, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';

const REQUESTS: CabinetBusinessRequest[] = [
  {
    id: 42,
    product: 'surety-insurance',
    company_name: 'Samarqand Tekstil MChJ',
    // 21:30 UTC is the next day in Tashkent.
    created_at: '2026-11-26T21:30:00.000Z',
    status: 'received',
  },
  {
    id: 17,
    product: 'ipoteka',
    company_name: null,
    created_at: '2026-10-02T06:00:00.000Z',
    status: 'in_progress',
  },
  // The DMS constructor's application, with a number of its own (the same as a business lead's here).
  {
    id: 17,
    product: 'dms-constructor',
    company_name: 'Artel Electronics MChJ',
    created_at: '2026-09-01T06:00:00.000Z',
    status: 'received',
  },
];

let answer: () => Response = () => HttpResponse.json({ ...OK, data: REQUESTS });
let claimsAsked = 0;

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/business-requests'), () => answer()),
  http.get(apiUrl('/shaxsiy_kabinet/client-claims'), () => {
    claimsAsked += 1;
    return HttpResponse.json({ ...OK, data: [] });
  }),
);

beforeAll(() => loadCatalogues('ru', 'uz', 'en'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  answer = () => HttpResponse.json({ ...OK, data: REQUESTS });
  claimsAsked = 0;
});

it('lists the business applications with product, number, date and status (Russian), apart from the claims', async () => {
  renderCabinet('/ru/dashboard/business-requests');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Мои заявки для бизнеса' }),
  ).toBeInTheDocument();
  const items = within(await screen.findByRole('list', { name: 'Мои заявки для бизнеса' })).getAllByRole(
    'listitem',
  );
  expect(items).toHaveLength(3);
  expect(
    within(items[0]).getByRole('heading', { level: 2, name: 'Страхование поручительства' }),
  ).toBeInTheDocument();
  expect(items[0]).toHaveTextContent('Заявка № 42 от 27.11.2026');
  expect(items[0]).toHaveTextContent('Samarqand Tekstil MChJ');
  expect(within(items[0]).getByText('Принята')).toBeInTheDocument();
  expect(
    within(items[1]).getByRole('heading', { level: 2, name: 'Страхование ипотеки' }),
  ).toBeInTheDocument();
  expect(within(items[1]).getByText('В работе')).toBeInTheDocument();
  expect(
    within(items[2]).getByRole('heading', { level: 2, name: 'ДМС, собранное в конструкторе' }),
  ).toBeInTheDocument();
  expect(items[2]).toHaveTextContent('Заявка № 17 от 01.09.2026');
  expect(claimsAsked).toBe(0);
});

it('says so in Uzbek when there are none, with the way to the business pages', async () => {
  answer = () => HttpResponse.json({ ...OK, data: [] });
  renderCabinet('/uz/dashboard/business-requests');
  expect(await screen.findByText('Sizda biznes arizalari yoʻq')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Biznes sahifalaridan' })).toHaveAttribute(
    'href',
    '/uz/for-business',
  );
});

it('goes to the login page when the session has ended', async () => {
  answer = () => HttpResponse.json(platformError('token_invalid'), { status: 401 });
  const { router } = renderCabinet('/en/dashboard/business-requests');
  await waitFor(() => expect(locationOf(router)).toBe('/en/login'));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});
