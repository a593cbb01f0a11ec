import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { basic, CABINET_TOKEN_KEY, cabinetToken, expectLayout } from './support';

// Claims online (apps/api/src/claims/README.md) through the one origin against the real apps/api: a claim with
// photos from the cabinet on Karimov's seeded home policy, with the adjuster's documents_required round trip
// (sandbox move, the note, a document added), and a victim's OSAGO claim from /insurance-event without an
// account, by the at-fault car's plate (Ergasheva's seeded 70H890JK) and an SMS code.

// Claims load three chunks (the form, the uploads, the cabinet's catalogue) on a busy machine: a little patience.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);
const tashkentDay = (daysAgo: number) =>
  new Date(Date.now() + 5 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** DD.MM.YYYY typed as digits into the masked date field. */
const typedDate = (iso: string) => iso.split('-').reverse().join('');

/** The newest SMS of a purpose to a phone, from the sandbox outbox. */
async function lastSms(request: APIRequestContext, phone: string, purpose: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const outbox = await (await request.get(`/sandbox/api/outbox?phone=${phone}`)).json();
      text =
        (outbox.sms as { text: string; purpose: string }[]).find((m) => m.purpose === purpose)?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

test('a policyholder reports a home claim with photos from the cabinet, then adds the documents asked for (ru)', async ({
  page,
  request,
}) => {
  const token = await cabinetToken(request, '998901234567');
  const policies = await request.get('/api/shaxsiy_kabinet/get/policy-new', {
    headers: { authorization: basic('site'), 'x-auth-token': token },
  });
  const home = ((await policies.json()).data as { id: number; product: string; status: string }[]).find(
    (p) => p.product === 'housing' && p.status === 'active',
  );
  expect(home).toBeDefined();
  await page.goto('/ru');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  await page.goto(`/ru/dashboard/policies/${home?.id}`);
  await expectLayout(page, 'dashboard', 'ru');

  await page.getByRole('button', { name: 'Сообщить о страховом случае' }).click();
  await expect(page.getByRole('heading', { name: 'Сообщить о страховом случае' })).toBeFocused();
  // The home form: date, place, what happened, photos; no country, no other car.
  await expect(page.getByRole('textbox', { name: /Страна/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: /Дата события/ }).pressSequentially(typedDate(tashkentDay(2)));
  await page.getByRole('textbox', { name: /Место/ }).fill('Чиланзар, 9-квартал, 14');
  await page
    .getByRole('textbox', { name: /Что произошло/ })
    .fill('Соседи сверху залили потолок и стену в кухне');
  // A PDF is not a photo: said at once, beside the field, naming the file; removed, the photos are chosen.
  await page.getByLabel('Фото повреждений').setInputFiles(fixture('work-book.pdf'));
  await expect(
    page.getByText('work-book.pdf: такой тип файла не принимается; подойдёт фото JPEG, PNG или WebP'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Удалить work-book.pdf' }).click();
  await page.getByLabel('Фото повреждений').setInputFiles([fixture('pet.png'), fixture('pet-passport.jpg')]);
  await expect(page.getByRole('button', { name: 'Удалить pet-passport.jpg' })).toBeVisible();
  await page.getByRole('textbox', { name: /Номер карты/ }).pressSequentially('8600111111111110');
  await page.getByRole('button', { name: 'Отправить заявление' }).click();

  const filed = page.getByRole('heading', { name: /^Заявление № \d+ подано$/ });
  await expect(filed).toBeFocused();
  const claimId = Number((await filed.textContent())?.match(/\d+/)?.[0]);
  await page.getByRole('link', { name: 'Следить за заявлением' }).click();
  await expect(page).toHaveURL(`/ru/dashboard/applications/${claimId}`);
  await expect(page.getByText('2 файла')).toBeVisible();
  await expect(page.getByText('8600 **** **** 1110')).toBeVisible();
  await expect(page.getByText('Новое')).toBeVisible();
  expect(await lastSms(request, '998901234567', 'claim-status')).toMatch(
    /Заявление №\d+ \(HOUS \d{7}\): принято/,
  );

  // The adjuster asks for a document; the claimant is told by SMS in Russian and adds it to the same claim.
  const moved = await request.post(`/sandbox/api/claims/${claimId}/status`, {
    data: { status: 'documents_required', note: 'Акт управляющей компании о заливе' },
  });
  expect(moved.ok()).toBe(true);
  expect(await lastSms(request, '998901234567', 'claim-status')).toMatch(
    /нужны дополнительные документы\. Акт управляющей компании о заливе$/,
  );
  await page.reload();
  await expect(page.getByText('Нужны документы')).toBeVisible();
  await expect(page.getByText('Акт управляющей компании о заливе')).toBeVisible();
  await page.getByLabel('Добавьте запрошенные документы').setInputFiles(fixture('work-book.pdf'));
  await page.getByRole('button', { name: 'Отправить файлы' }).click();
  await expect(page.getByText('На рассмотрении')).toBeVisible();
  await expect(page.getByText('3 файла')).toBeVisible();

  // "My claims" lists it with its status and files.
  await page.goto('/ru/dashboard/applications');
  const item = page.getByRole('listitem').filter({ hasText: 'Соседи сверху залили' });
  await expect(item).toContainText('На рассмотрении');
  await expect(item).toContainText('3 файла');
});

test("a victim reports on the at-fault car's OSAGO from /insurance-event without an account (uz)", async ({
  page,
  request,
}) => {
  await page.goto('/uz/insurance-event');
  await expectLayout(page, 'default', 'uz');
  // The page still says whom to call; the online claim follows.
  await expect(page.getByText(/\+998 71 200 00 00/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Onlayn xabar berish' })).toBeVisible();

  await page.getByRole('radio', { name: 'Aybdor avtomobil raqami boʻyicha (OSAGO)' }).check();
  await page.getByRole('textbox', { name: /Davlat raqami/ }).fill('70H890JK');
  await page.getByRole('button', { name: 'Polisni topish' }).click();
  await expect(page.getByRole('heading', { name: 'Telefoningiz' })).toBeFocused();
  await expect(page.getByText(/EIOO \d{7} · E\*\*\* Z\*\*\* B\*\*\*/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Telefon raqami' }).pressSequentially('935557799');
  await page.getByRole('button', { name: 'Kodni olish' }).click();
  const code = (await lastSms(request, '998935557799', 'claim-code')).match(/\b(\d{6})\b/)?.[1] ?? '';
  await page.getByRole('textbox', { name: 'SMS-xabardagi kod' }).pressSequentially(code);
  await page.getByRole('button', { name: 'Tasdiqlash' }).click();

  await page.getByRole('textbox', { name: /Hodisa sanasi/ }).pressSequentially(typedDate(tashkentDay(1)));
  // A reload keeps the step (the session and the policy), never the phone.
  await page.reload();
  await page.getByRole('textbox', { name: /Hodisa sanasi/ }).pressSequentially(typedDate(tashkentDay(1)));
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toMatch(/935557799/);
  await page.getByRole('textbox', { name: /Hodisa vaqti/ }).fill('18:15');
  await page.getByRole('textbox', { name: /^Joy/ }).fill('Toshkent, Amir Temur shoh koʻchasi');
  await page.getByRole('textbox', { name: /Boshqa avtomobilning/ }).fill('01A123BC');
  await page
    .getByRole('textbox', { name: /Nima sodir boʻldi/ })
    .fill('Chorrahada orqadan urib ketdi, bamper shikastlangan');
  await page.getByLabel('Shikastlanish fotosuratlari').setInputFiles(fixture('pet.png'));
  await page.getByLabel(/^Hujjatlar/).setInputFiles(fixture('work-book.pdf'));
  await page.getByRole('radio', { name: 'Bank hisobiga' }).check();
  await page.getByRole('textbox', { name: /Hisob raqami/ }).fill('20208000900123456001');
  await page.getByRole('textbox', { name: /Bank kodi/ }).fill('01018');
  await page.getByRole('button', { name: 'Arizani yuborish' }).click();

  await expect(page.getByRole('heading', { name: /^№ \d+ ariza topshirildi$/ })).toBeFocused();
  const mine = page.getByRole('region', { name: 'Arizalaringiz' });
  await expect(mine.getByRole('listitem').first()).toContainText('Yangi');
  await expect(mine.getByRole('listitem').first()).toContainText('2 ta fayl');
  // The policyholder is told a claim was made on the policy; the victim gets the claim's status.
  expect(await lastSms(request, '998909012345', 'claim-holder-notice')).toMatch(/EIOO \d{7}/);
  expect(await lastSms(request, '998935557799', 'claim-status')).toMatch(/qabul qilindi/);
});
