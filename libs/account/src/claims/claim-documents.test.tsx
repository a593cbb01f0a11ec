import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CabinetClaimDetail } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, renderCabinet } from '../test-utils/render';

const ASKED: CabinetClaimDetail = {
  id: 7,
  event_date: '2026-11-25 00:00:00',
  claim_status: 'documents_required',
  product: 'housing',
  product_type_id: 32,
  policy_number: 'HOUS 0000001',
  description: 'Qoʻshnilardan suv oqib tushdi',
  files: [{ id: 3, kind: 'photo', content_type: 'image/png', size_bytes: 4, url: '/api/x' }],
  note: 'Boshqaruv kompaniyasi dalolatnomasi',
  payout: '8600 **** **** 1110',
  claimed_uzs: null,
  paid_uzs: null,
  created_at: '2026-11-26T05:00:00.000Z',
  updated_at: '2026-11-27T05:00:00.000Z',
};
let claim = ASKED;
const added: string[][] = [];

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/client-claims/:id'), () => HttpResponse.json({ ...OK, data: claim })),
  http.get(apiUrl('/shaxsiy_kabinet/claim-files/:id'), () =>
    HttpResponse.arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer, {
      headers: { 'content-type': 'image/png' },
    }),
  ),
  http.post(apiUrl('/shaxsiy_kabinet/client-claims/:id/files'), async ({ request }) => {
    added.push([...(await request.formData()).keys()]);
    claim = {
      ...ASKED,
      claim_status: 'in_review',
      files: [
        ...(ASKED.files ?? []),
        { id: 4, kind: 'document', content_type: 'application/pdf', size_bytes: 5, url: '/api/y' },
      ],
    };
    return HttpResponse.json({ ...OK, data: claim });
  }),
);

beforeAll(() => loadCatalogues('uz'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  claim = ASKED;
  added.length = 0;
});

it("shows the adjuster's note and the files, and adds the documents asked for to the same claim (Uzbek)", async () => {
  const user = userEvent.setup();
  renderCabinet('/uz/dashboard/applications/7');
  expect(await screen.findByText('Boshqaruv kompaniyasi dalolatnomasi')).toBeInTheDocument();
  expect(screen.getByText('Hujjatlar kerak')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Shikastlanish fotosuratlari 1' })).toBeInTheDocument();
  expect(screen.getByText('8600 **** **** 1110')).toBeInTheDocument();

  // The add-files form loads when a claim asks for documents.
  await user.click(await screen.findByRole('button', { name: 'Fayllarni yuborish' }));
  expect(screen.getByText('Kamida bitta fayl qoʻshing')).toBeInTheDocument();
  await user.upload(
    screen.getByLabelText('Soʻralgan hujjatlarni qoʻshing'),
    new File(['%PDF-'], 'akt.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Fayllarni yuborish' }));
  expect(await screen.findByText('Koʻrib chiqilmoqda')).toBeInTheDocument();
  expect(added).toEqual([['document_1']]);
  expect(screen.getByText('2 ta fayl')).toBeInTheDocument();
});
