import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CLAIM_FORMS, type CabinetPolicyDetail, type ClaimPolicy } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, OSAGO_DETAIL, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';

const HOME: CabinetPolicyDetail = {
  ...OSAGO_DETAIL,
  id: 44,
  contract_id: 44,
  product: 'housing',
  product_name: 'Страхование жилья',
  product_type_id: 32,
  policy_series: 'HOUS',
  policy_number: '0000001',
  details: { address: 'Toshkent sh., Chilonzor' },
};
const LOOKED_UP: ClaimPolicy = {
  policy_number: 'HOUS 0000001',
  product: 'housing',
  product_name: 'Страхование жилья',
  holder: 'K*** A*** B***',
  valid_from: '2026-10-28',
  valid_to: '2027-10-27',
  status: 'active',
  liability: false,
  claim_period_days: 30,
  form: CLAIM_FORMS.property,
};

const yesterday = new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
const display = yesterday.split('-').reverse().join('.');
let filings: FormData[] = [];
let refuseFirst = true;

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy/:id'), () => HttpResponse.json({ ...OK, data: HOME })),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy/:id/receipts'), () => HttpResponse.json({ ...OK, data: [] })),
  http.post(apiUrl('/web/subscription/get'), () =>
    HttpResponse.json({ ...OK, data: { ...HOME.auto_payment, contract_id: 44 } }),
  ),
  http.post(apiUrl('/shaxsiy_kabinet/claim-policy'), () => HttpResponse.json({ ...OK, data: LOOKED_UP })),
  http.post(apiUrl('/shaxsiy_kabinet/client-claims'), async ({ request }) => {
    filings.push(await request.formData());
    if (refuseFirst) {
      refuseFirst = false;
      return HttpResponse.json(
        { error: { code: 'policy_not_in_force', message: 'x', details: { field: 'event_date' } } },
        { status: 422 },
      );
    }
    return HttpResponse.json({
      ...OK,
      data: {
        id: 7,
        event_date: `${yesterday} 00:00:00`,
        claim_status: 'new',
        product: 'housing',
        product_type_id: 32,
        policy_number: 'HOUS 0000001',
        description: 'Qoʻshnilardan suv oqib tushdi',
        files: [{ id: 1, kind: 'photo', content_type: 'image/jpeg', size_bytes: 3, url: '/api/x' }],
        payout: '8600 **** **** 1110',
        claimed_uzs: null,
        paid_uzs: null,
        created_at: '2026-11-27T05:00:00.000Z',
        updated_at: '2026-11-27T05:00:00.000Z',
      },
    });
  }),
);

beforeAll(() => loadCatalogues('ru'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  filings = [];
  refuseFirst = true;
});

it("reports an event from the policy's page with the product's form; a refusal shows beside its field", async () => {
  const user = userEvent.setup();
  const { router } = renderCabinet('/ru/dashboard/policies/44');
  await user.click(await screen.findByRole('button', { name: 'Сообщить о страховом случае' }));
  expect(locationOf(router)).toBe('/ru/dashboard/policies/44?claim=1');
  // The property form: no country, no other car; photos required, documents optional.
  const date = await screen.findByRole('textbox', { name: /Дата события/ });
  expect(screen.getByRole('heading', { name: 'Сообщить о страховом случае' })).toHaveFocus();
  expect(screen.queryByRole('textbox', { name: /Страна/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Госномер другого/ })).not.toBeInTheDocument();

  await user.type(date, display.replace(/\./g, ''));
  await user.type(screen.getByRole('textbox', { name: /Место/ }), 'Chilonzor, 9-kvartal');
  await user.type(screen.getByRole('textbox', { name: /Что произошло/ }), 'Qoʻshnilardan suv oqib tushdi');
  await user.upload(
    screen.getByLabelText(/^Фото повреждений/),
    new File(['jpg'], 'ceiling.jpg', { type: 'image/jpeg' }),
  );
  await user.type(screen.getByRole('textbox', { name: /Номер карты/ }), '8600111111111110');
  await user.click(screen.getByRole('button', { name: 'Отправить заявление' }));

  expect(await screen.findByText('В эту дату полис не действовал')).toBeInTheDocument();
  expect(date).toHaveAttribute('aria-invalid', 'true');
  const [first] = filings;
  expect(Object.fromEntries([...first.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
    event_date: yesterday,
    place: 'Chilonzor, 9-kvartal',
    description: 'Qoʻshnilardan suv oqib tushdi',
    payout_method: 'card',
    card_number: '8600111111111110',
    policy_series: 'HOUS',
    policy_number: '0000001',
  });
  expect((first.get('photo_1') as File).name).toBe('ceiling.jpg');

  await user.click(screen.getByRole('button', { name: 'Отправить заявление' }));
  const done = await screen.findByRole('heading', { name: 'Заявление № 7 подано' });
  expect(done).toHaveFocus();
  const status = done.parentElement as HTMLElement;
  expect(within(status).getByText('Новое')).toBeInTheDocument();
  expect(within(status).getByRole('link', { name: 'Следить за заявлением' })).toHaveAttribute(
    'href',
    '/ru/dashboard/applications/7',
  );
});
