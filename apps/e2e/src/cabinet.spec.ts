import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { savedCobalt } from './osago-support';
import { axeViolations, basic, cabinetToken, expectLayout, smsCode } from './support';

// The policyholder cabinet through the one origin against the real apps/api: SMS login with the code from
// the sandbox outbox, the policy bought with the same phone, its PDF, auto-payment on and off, the seeded
// claims (apps/api/src/cabinet/README.md), and the token rules.

const TOKEN_KEY = 'polis:cabinet:token';

/** A paid OSAGO policy of Karimov's car bought with `phone`: saved through the API, paid on the Payme page. */
async function buyOsago(page: Page, request: APIRequestContext, phone: string) {
  const { contract_id, payme_url } = await savedCobalt(request, { phone_number: phone });
  await page.goto(new URL(payme_url).pathname);
  await page.getByRole('button', { name: 'Toʻlash' }).click();
  await expect(page).toHaveURL(/\/thank-you\//);
  return contract_id;
}

interface LoginTexts {
  readonly phone: string;
  readonly getCode: string;
  readonly code: string;
  readonly logIn: string;
}
const RU: LoginTexts = {
  phone: 'Номер телефона',
  getCode: 'Получить код',
  code: 'Код из SMS',
  logIn: 'Войти',
};
const UZ: LoginTexts = {
  phone: 'Telefon raqami',
  getCode: 'Kodni olish',
  code: 'SMS-xabardagi kod',
  logIn: 'Kirish',
};

const EN: LoginTexts = {
  phone: 'Phone number',
  getCode: 'Get the code',
  code: 'Code from the SMS',
  logIn: 'Log in',
};
const LOGIN_TEXTS = { ru: RU, uz: UZ, en: EN } as const;

async function askCode(page: Page, t: LoginTexts, nineDigits: string) {
  await page.getByRole('textbox', { name: t.phone }).pressSequentially(nineDigits);
  await page.getByRole('button', { name: t.getCode }).click();
  await expect(page.getByRole('textbox', { name: t.code })).toBeVisible();
}

async function logIn(
  page: Page,
  request: APIRequestContext,
  lang: keyof typeof LOGIN_TEXTS,
  nineDigits: string,
) {
  const t = LOGIN_TEXTS[lang];
  await page.goto(`/${lang}/login`);
  await expectLayout(page, 'default', lang);
  await askCode(page, t, nineDigits);
  await page
    .getByRole('textbox', { name: t.code })
    .fill(await smsCode(request, `998${nineDigits}`, 'login-code'));
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page).toHaveURL(`/${lang}/dashboard`);
  await expectLayout(page, 'dashboard', lang);
}

test('a policyholder logs in by SMS, downloads the policy, turns auto-payment on and off, sees a claim', async ({
  page,
  request,
}) => {
  await buyOsago(page, request, '998901234567');
  await logIn(page, request, 'ru', '901234567');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои данные' })).toBeVisible();
  await expect(page.getByText('Karimov Alisher Bahodirovich')).toBeVisible();
  // Only the session token is kept: no name, passport or phone in web storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(Object.keys(JSON.parse(stored))).toEqual([TOKEN_KEY]);

  const tabs = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
  await tabs.getByRole('link', { name: 'Мои полисы' }).click();
  // Newest first: the policy just bought.
  const policy = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^ОСАГО/ }) })
    .first();
  await expect(policy.getByRole('heading', { name: /^ОСАГО/ })).toBeVisible();
  await expect(policy).toContainText(/Полис EIOO \d{7}/);
  await expect(policy).toContainText('384 000 сум');
  const pdfLink = policy.getByRole('link', { name: /^Скачать EIOO \d{7} \(PDF\)$/ });
  const pdf = await request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // Auto-payment: the card, then the code the bank sends to the contract's phone.
  await policy.getByRole('link', { name: /^ОСАГО/ }).click();
  await expect(page.getByText(/^Автоплатёж выключен\./)).toBeVisible();
  await page.getByRole('link', { name: 'Включить автоплатёж' }).click();
  await expect(page).toHaveURL(/\/ru\/dashboard\/policies\/ConfirmAutoPayment\?policy=\d+$/);
  await page.getByRole('textbox', { name: 'Номер карты' }).pressSequentially('8600111111111110');
  await page.getByRole('textbox', { name: 'Срок действия' }).pressSequentially('1229');
  await page.getByRole('button', { name: 'Получить код по SMS' }).click();
  const code = page.getByRole('textbox', { name: 'Код из SMS' });
  await code.fill(await smsCode(request, '998901234567', 'subscription-code'));
  await page.getByRole('button', { name: /Подтвердить/ }).click();
  await expect(page.getByText(/Автоплатёж включён с картой 8600 11\*\* \*\*\*\* 1110/)).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться к полису' }).last().click();
  await expect(page.getByText(/^Автоплатёж включён\./)).toContainText('Карта 8600 11** **** 1110');

  await page.getByRole('button', { name: 'Отключить автоплатёж' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отключить' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByText(/^Автоплатёж выключен\./)).toBeVisible();

  // The seeded claims of Karimov, grouped by the day of the event.
  await tabs.getByRole('link', { name: 'Мои заявления' }).click();
  const day = page.getByRole('region', { name: '08.01.2026' });
  await expect(day.getByRole('listitem')).toContainText('KASK 9100002');
  await expect(day.getByText('На рассмотрении')).toBeVisible();
  await page.getByRole('link', { name: 'ОСАГО' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявление: ОСАГО, EIOO 9100001');
  await expect(page.getByText('3 850 000 сум')).toBeVisible();

  // Logout ends the session on the server: the old token no longer opens anything.
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  await tabs.getByRole('link', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/ru/login');
  await expect(page.getByRole('textbox', { name: RU.phone })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  const info = await request.get('/api/shaxsiy_kabinet/get/info', {
    headers: { authorization: basic('site'), 'x-auth-token': token ?? '' },
  });
  expect(info.status()).toBe(401);
});

test('five wrong codes lock the code, in Uzbek', async ({ page, request }) => {
  await page.goto('/uz/login');
  await askCode(page, UZ, '977770000');
  const right = await smsCode(request, '998977770000', 'login-code');
  const wrong = right === '000000' ? '111111' : '000000';
  const field = page.getByRole('textbox', { name: UZ.code });
  for (let left = 4; left >= 1; left--) {
    await field.fill(wrong);
    await page.getByRole('button', { name: UZ.logIn }).click();
    await expect(page.getByRole('alert')).toHaveText(`Kod notoʻgʻri. ${left} ta urinish qoldi.`);
  }
  await field.fill(wrong);
  await page.getByRole('button', { name: UZ.logIn }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Notoʻgʻri kodlar juda koʻp: bu kod bloklandi. Yangi kod soʻrang.',
  );
  // Locked: even the right code cannot be tried, and the server refuses it too.
  await expect(page.getByRole('button', { name: UZ.logIn })).toBeDisabled();
  const again = await request.post('/api/shaxsiy_kabinet/check-verification-code', {
    headers: { authorization: basic('site') },
    multipart: { phone: '998977770000', code: right },
  });
  expect((await again.json()).code).toBe('code_locked');
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('a stale token in storage sends the user to the login page and is removed', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, 'stale-token-from-an-old-session-0123456789ab');
      sessionStorage.setItem('seeded', '1');
    }
  }, TOKEN_KEY);
  await page.goto('/en/dashboard/policies');
  await expect(page).toHaveURL('/en/login');
  await expect(page.getByRole('heading', { name: 'Log in with your phone' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test("another user's policy id shows not-found, not the policy", async ({ page, request }) => {
  const karimovs = await buyOsago(page, request, '998901234567');
  await logIn(page, request, 'ru', '971112233');
  await page.goto(`/ru/dashboard/policies/${karimovs}`);
  await expectLayout(page, 'dashboard', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Полис не найден' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('В вашем кабинете нет такого полиса');
  await expect(page.getByText(/EIOO/)).toHaveCount(0);
  await expect(page.getByText('01A123BC')).toHaveCount(0);
  // Still logged in: a missing policy is not a failed session.
  await page.getByRole('link', { name: 'Мои данные' }).click();
  await expect(page.getByText('Toʻxtayev', { exact: false })).toBeVisible();
});

test('a customer saves Mum with her consent and a car, renames the car and deletes Mum (English)', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'en', '901234567');
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'People and cars' })
    .click();
  await expect(page).toHaveURL('/en/dashboard/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved people and cars' })).toBeVisible();
  await expect(page.getByText('No saved people yet')).toBeVisible();
  const said = (text: string) => page.getByRole('status').filter({ hasText: text });

  // Mum is someone else: nothing is sent until the customer confirms they may keep her data.
  await page.getByRole('button', { name: 'Add a person' }).click();
  const person = page.getByRole('form', { name: 'New person' });
  await person.getByRole('radio', { name: 'Someone else' }).check();
  await person.getByRole('textbox', { name: 'What to call them' }).fill('Mum');
  await person.getByRole('textbox', { name: 'Passport series' }).pressSequentially('ab');
  await person.getByRole('textbox', { name: 'Passport number' }).pressSequentially('7654321');
  await person.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('02111962');
  await person.getByRole('button', { name: 'Save' }).click();
  const consent = person.getByRole('checkbox', { name: "I confirm that I may keep this person's data" });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await consent.check();
  await person.getByRole('button', { name: 'Save' }).click();
  await expect(said('Mum is saved.')).toBeVisible();
  const mum = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mum' }) });
  await expect(mum).toContainText('AB ***4321');
  await expect(mum).toContainText('02.11.1962');
  await expect(page.getByText('7654321')).toHaveCount(0);

  // A car without a name of its own: the server names it after the model.
  await page.getByRole('button', { name: 'Add a car' }).click();
  const car = page.getByRole('form', { name: 'New car' });
  await car.getByRole('textbox', { name: 'Vehicle number' }).pressSequentially('01a123bc');
  await car.getByRole('textbox', { name: 'Tech passport series' }).pressSequentially('aaf');
  await car.getByRole('textbox', { name: 'Tech passport number' }).pressSequentially('1234567');
  await car.getByRole('textbox', { name: 'Model' }).fill('Chevrolet Cobalt');
  await car.getByRole('textbox', { name: 'Year of manufacture' }).pressSequentially('2021');
  await car.getByRole('button', { name: 'Save' }).click();
  await expect(said('Chevrolet Cobalt is saved.')).toBeVisible();
  expect(await axeViolations(page), 'axe violations').toEqual([]);

  await page.getByRole('button', { name: 'Rename Chevrolet Cobalt' }).click();
  const rename = page.getByRole('form', { name: 'Rename Chevrolet Cobalt' });
  await rename.getByRole('textbox', { name: 'New name' }).fill('Work car');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(said('Renamed to Work car.')).toBeVisible();
  const workCar = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Work car' }) });
  await expect(workCar).toContainText('01A123BC');

  await page.getByRole('button', { name: 'Delete Mum' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Mum?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(said('Mum is deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mum' })).toHaveCount(0);

  // What the server keeps: the renamed car, no Mum; the browser keeps only the session token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Work car' })).toBeVisible();
  await expect(page.getByText('No saved people yet')).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(Object.keys(JSON.parse(stored))).toEqual([TOKEN_KEY]);
});

test('a business application sent with the phone is in "My business applications", not among the claims', async ({
  page,
  request,
}) => {
  const phone = '998946667791';
  const sent = await request.post('/api/site-requests', {
    headers: { authorization: basic('site') },
    data: {
      kind: 'business',
      product: 'surety-insurance',
      inn: '301234567',
      company_name: 'Toshkent Non Kombinati AJ',
      full_name: 'Karimov Aziz',
      phone,
      facts: { contract_amount: 5_000_000 },
      lang: 'ru',
    },
  });
  const { id } = (await sent.json()) as { id: number };
  const token = await cabinetToken(request, phone);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto('/ru/dashboard');
  await page.getByRole('link', { name: 'Мои заявки для бизнеса' }).click();
  const list = page.getByRole('list', { name: 'Мои заявки для бизнеса' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`Заявка № ${id}`);
  await expect(list.getByRole('heading', { name: 'Страхование поручительства' })).toBeVisible();
  await expect(list).toContainText('Принята');
});
