import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { KARIMOV, OK, OSAGO, platformError, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';
import { TOKEN_KEY } from './token-store';

const seenTokens: (string | null)[] = [];
let infoAnswer: 'ok' | 'invalid' | 'down' = 'ok';

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), ({ request }) => {
    seenTokens.push(request.headers.get('X-Auth-Token'));
    if (infoAnswer === 'invalid') return HttpResponse.json(platformError('token_invalid'), { status: 401 });
    if (infoAnswer === 'down') return HttpResponse.json(platformError('internal'), { status: 500 });
    return HttpResponse.json({ ...OK, data: KARIMOV });
  }),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy-new'), ({ request }) => {
    seenTokens.push(request.headers.get('X-Auth-Token'));
    return HttpResponse.json({ ...OK, data: [OSAGO] });
  }),
);

beforeAll(() => loadCatalogues('ru', 'uz'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.clear();
  seenTokens.length = 0;
  infoAnswer = 'ok';
});

it('sends the stored token as X-Auth-Token with every cabinet call', async () => {
  localStorage.setItem(TOKEN_KEY, TOKEN);
  renderCabinet('/ru/dashboard/policies');
  expect(await screen.findByRole('heading', { name: 'ОСАГО' })).toBeInTheDocument();
  expect(seenTokens).toEqual([TOKEN, TOKEN]);
  expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
});

it('removes a token the server no longer knows and sends the user to /{lang}/login', async () => {
  localStorage.setItem(TOKEN_KEY, 'stale');
  infoAnswer = 'invalid';
  const { router } = renderCabinet('/ru/dashboard/policies');
  expect(await screen.findByRole('heading', { name: 'Вход по номеру телефона' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/ru/login');
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  // The policies were never asked for with the bad token.
  expect(seenTokens).toEqual(['stale']);
});

it('any failed user-info load logs out, as the spec says (here a server error, in Uzbek)', async () => {
  localStorage.setItem(TOKEN_KEY, TOKEN);
  infoAnswer = 'down';
  const { router } = renderCabinet('/uz/dashboard');
  await waitFor(() => expect(locationOf(router)).toBe('/uz/login'));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

it('without a token, goes to login without calling the API', async () => {
  const { router } = renderCabinet('/uz/dashboard/applications');
  expect(await screen.findByRole('heading', { name: 'Telefon raqami orqali kirish' })).toBeInTheDocument();
  expect(locationOf(router)).toBe('/uz/login');
  expect(seenTokens).toEqual([]);
});
