import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CLAIM_FORMS, type ClaimPolicy } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { OK } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, renderPublic } from '../test-utils/render';
import { CLAIMANT_KEY } from './claimant-session';
import { InsuranceEventClaim } from './insurance-event-claim';

const CLAIMANT_TOKEN = 'c1a1mantTok3nC1a1mantTok3nC1a1mantTok3nC1a';
const OSAGO: ClaimPolicy = {
  policy_number: 'EIOO 0000004',
  product: 'osago',
  product_name: 'OSAGO',
  holder: 'E*** Z*** B***',
  valid_from: '2026-08-29',
  valid_to: '2027-08-28',
  status: 'active',
  liability: true,
  claim_period_days: 60,
  form: CLAIM_FORMS.vehicle,
};
const yesterday = new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
const CLAIM = {
  id: 9,
  event_date: `${yesterday} 00:00:00`,
  claim_status: 'new',
  product: 'osago',
  product_type_id: 1,
  policy_number: 'EIOO 0000004',
  description: 'Orqadan urib ketdi, bamper',
  files: [],
};
const seen: { lookups: unknown[]; codes: unknown[]; filingToken: string | null } = {
  lookups: [],
  codes: [],
  filingToken: null,
};
let filed = false;

setupApiServer(
  http.post(apiUrl('/shaxsiy_kabinet/claim-policy'), async ({ request }) => {
    const body = Object.fromEntries((await request.formData()).entries());
    seen.lookups.push(body);
    return body.plate === '70H890JK'
      ? HttpResponse.json({ ...OK, data: OSAGO })
      : HttpResponse.json({ error: { code: 'policy_not_found', message: 'x' } }, { status: 404 });
  }),
  http.post(apiUrl('/shaxsiy_kabinet/claim-code'), async ({ request }) => {
    seen.codes.push(Object.fromEntries((await request.formData()).entries()));
    return HttpResponse.json({ ...OK, expires_in: 300 });
  }),
  http.post(apiUrl('/shaxsiy_kabinet/claim-code/verify'), () =>
    HttpResponse.json({ ...OK, token: CLAIMANT_TOKEN, expires_at: '2099-01-01T00:00:00.000Z' }),
  ),
  http.post(apiUrl('/shaxsiy_kabinet/client-claims'), ({ request }) => {
    seen.filingToken = request.headers.get('x-auth-token');
    filed = true;
    return HttpResponse.json({
      ...OK,
      data: { ...CLAIM, claimed_uzs: null, paid_uzs: null, created_at: '', updated_at: '' },
    });
  }),
  http.get(apiUrl('/shaxsiy_kabinet/client-claims'), () =>
    HttpResponse.json({
      ...OK,
      data: filed ? [{ ...CLAIM, claim_status: 'documents_required', note: 'GAI protocol' }] : [],
    }),
  ),
);

beforeAll(() => loadCatalogues('uz'));
beforeEach(() => {
  configureCabinetClient();
  sessionStorage.clear();
  filed = false;
});

it("files a victim's OSAGO claim by plate after an SMS code, without an account (Uzbek)", async () => {
  const user = userEvent.setup();
  renderPublic(<InsuranceEventClaim />, 'uz');
  await user.click(await screen.findByRole('radio', { name: 'Aybdor avtomobil raqami boʻyicha (OSAGO)' }));
  await user.type(screen.getByRole('textbox', { name: /Davlat raqami/ }), '01Z999ZZ');
  await user.click(screen.getByRole('button', { name: 'Polisni topish' }));
  expect(
    await screen.findByText('Polis topilmadi: seriya va raqamni yoki davlat raqamini tekshiring'),
  ).toBeInTheDocument();

  await user.clear(screen.getByRole('textbox', { name: /Davlat raqami/ }));
  await user.type(screen.getByRole('textbox', { name: /Davlat raqami/ }), '70h890jk');
  await user.click(screen.getByRole('button', { name: 'Polisni topish' }));
  expect(await screen.findByRole('heading', { name: 'Telefoningiz' })).toHaveFocus();
  expect(screen.getByText(/E\*\*\* Z\*\*\* B\*\*\*/)).toBeInTheDocument();
  expect(screen.getByText('2-qadam (4 tadan): telefoningiz')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Telefon raqami' }), '935557799');
  await user.click(screen.getByRole('button', { name: 'Kodni olish' }));
  expect(seen.codes.at(-1)).toEqual({ phone: '998935557799', plate: '70H890JK' });
  await user.type(await screen.findByRole('textbox', { name: 'SMS-xabardagi kod' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));

  const date = await screen.findByRole('textbox', { name: /Hodisa sanasi/ });
  // Only the session and how the policy was named are kept for a reload: no phone.
  expect(sessionStorage.getItem(CLAIMANT_KEY)).not.toMatch(/935557799/);
  await user.type(date, yesterday.split('-').reverse().join(''));
  await user.type(screen.getByRole('textbox', { name: /^Joy/ }), 'Toshkent, Amir Temur');
  await user.type(screen.getByRole('textbox', { name: /Nima sodir boʻldi/ }), 'Orqadan urib ketdi, bamper');
  // A photo too large is named with its size; removed, a good one is chosen and shown with its name.
  const photos = screen.getByLabelText(/^Shikastlanish fotosuratlari/);
  const huge = new File(['j'], 'ombor.jpg', { type: 'image/jpeg' });
  Object.defineProperty(huge, 'size', { value: 7.2 * 1024 * 1024 });
  await user.upload(photos, huge);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'ombor.jpg hajmi 7,2 MB; ruxsat etilgani 5 MB gacha',
  );
  await user.click(screen.getByRole('button', { name: /ombor\.jpg/ }));
  await user.upload(photos, new File(['j'], 'a.jpg', { type: 'image/jpeg' }));
  expect(screen.getByRole('button', { name: /a\.jpg/ })).toBeInTheDocument();
  expect(screen.queryByText(/ombor\.jpg/)).toBeNull();
  await user.upload(
    screen.getByLabelText(/^Hujjatlar/),
    new File(['%PDF'], 'b.pdf', { type: 'application/pdf' }),
  );
  await user.type(screen.getByRole('textbox', { name: /Karta raqami/ }), '8600111111111110');
  await user.click(screen.getByRole('button', { name: 'Arizani yuborish' }));

  expect(await screen.findByRole('heading', { name: '№ 9 ariza topshirildi' })).toHaveFocus();
  expect(seen.filingToken).toBe(CLAIMANT_TOKEN);
  const list = await screen.findByRole('region', { name: 'Arizalaringiz' });
  expect(within(list).getByText('GAI protocol')).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'Fayllarni yuborish' })).toBeInTheDocument();
});
