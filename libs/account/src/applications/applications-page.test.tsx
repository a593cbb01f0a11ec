import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { CLAIMS, KARIMOV, OK, platformError, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, renderCabinet } from '../test-utils/render';

let claims = CLAIMS;

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/client-claims'), () => HttpResponse.json({ ...OK, data: claims })),
  http.get(apiUrl('/shaxsiy_kabinet/client-claims/:id'), ({ params }) =>
    params.id === '1'
      ? HttpResponse.json({
          ...OK,
          data: {
            ...CLAIMS[1],
            claimed_uzs: 4_200_000,
            paid_uzs: 3_850_000,
            created_at: '2025-11-12T06:00:00.000Z',
            updated_at: '2025-12-01T19:30:00.000Z',
          },
        })
      : HttpResponse.json(platformError('claim_not_found'), { status: 404 }),
  ),
);

beforeAll(() => loadCatalogues('ru', 'uz'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  claims = CLAIMS;
});

it('groups the claims by the day of the event, newest first, with status badges (Russian)', async () => {
  claims = [
    ...CLAIMS,
    { ...CLAIMS[1], id: 3, event_date: '2025-11-12 17:30:00', claim_status: 'documents_required' },
  ];
  renderCabinet('/ru/dashboard/applications');
  const days = await screen.findAllByRole('region');
  expect(days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent)).toEqual([
    '08.01.2026',
    '12.11.2025',
  ]);
  const first = within(days[0]).getByRole('listitem');
  expect(within(first).getByRole('link', { name: 'КАСКО' })).toHaveAttribute(
    'href',
    '/ru/dashboard/applications/2',
  );
  expect(first).toHaveTextContent('Полис KASK 9100002 · в 18:15');
  expect(within(first).getByText('На рассмотрении')).toBeInTheDocument();

  const second = within(days[1]).getAllByRole('listitem');
  expect(second[0]).toHaveTextContent('в 17:30');
  expect(second[1]).toHaveTextContent('в 09:40');
  expect(within(second[0]).getByText('Нужны документы')).toBeInTheDocument();
  expect(within(second[1]).getByText('Выплачено')).toBeInTheDocument();
});

it('says so when there are no claims', async () => {
  claims = [];
  renderCabinet('/uz/dashboard/applications');
  expect(await screen.findByText('Sizda arizalar yoʻq')).toBeInTheDocument();
});

it('shows one claim with its amounts; another id is not found', async () => {
  const view = renderCabinet('/ru/dashboard/applications/1');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Заявление: ОСАГО, EIOO 9100001' }),
  ).toBeInTheDocument();
  const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
  expect(values).toEqual([
    '12.11.2025 09:40',
    'EIOO 9100001',
    'Chilonzor tumanida yoʻl-transport hodisasi',
    '4 200 000 сум',
    '3 850 000 сум',
    '12.11.2025',
    '02.12.2025',
  ]);
  view.unmount();

  renderCabinet('/ru/dashboard/applications/99');
  expect(await screen.findByRole('heading', { level: 1, name: 'Заявление не найдено' })).toBeInTheDocument();
});
