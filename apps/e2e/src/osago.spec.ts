import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { basic, expectLayout } from './support';

// The OSAGO journey through the one origin against the real apps/api: the registries' seeded test identities
// (apps/api/README.md), the 2026 tariff, the save, the Payme/Click sandbox checkout, the check and the PDF.

/** The chat-relay report of a saved contract (sandbox outbox): product, masked phone, plate, channel. */
async function chatReport(request: APIRequestContext, plate: string) {
  const outbox = await (await request.get('/sandbox/api/outbox')).json();
  return (outbox.chat as { text: string }[]).map((m) => m.text).find((text) => text.includes(plate)) ?? '';
}

async function fillCar(
  page: Page,
  labels: { plate: string; series: string; number: string; submit: string },
  car: [string, string, string],
) {
  await page.getByLabel(labels.plate).fill(car[0]);
  await page.getByLabel(labels.series).pressSequentially(car[1]);
  await page.getByLabel(labels.number).pressSequentially(car[2]);
  await page.getByRole('button', { name: labels.submit }).click();
}

test('a car owner buys OSAGO in Russian, pays on the Payme sandbox and downloads the PDF', async ({
  page,
  request,
}) => {
  await page.goto('/ru/osago');
  await expectLayout(page, 'default', 'ru');
  await fillCar(
    page,
    {
      plate: 'Госномер автомобиля',
      series: 'Серия техпаспорта',
      number: 'Номер техпаспорта',
      submit: 'Найти автомобиль и рассчитать',
    },
    ['01a123bc', 'aaf', '1234567'],
  );
  await expect(page.getByText('Chevrolet Cobalt')).toBeVisible();

  // A wrong birthday is refused by the registry check, in Russian; the right one passes.
  await page.getByLabel('Серия паспорта').pressSequentially('aa');
  await page.getByLabel('Номер паспорта').pressSequentially('1234567');
  await page.getByLabel('Дата рождения').pressSequentially('16031990');
  await page.getByLabel('Номер телефона').pressSequentially('901234567');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('alert')).toContainText('Данные владельца не найдены');
  await page.getByLabel('Дата рождения').fill('');
  await page.getByLabel('Дата рождения').pressSequentially('15031990');
  await page.getByRole('button', { name: 'Далее' }).click();

  // Tashkent car, unlimited drivers, 12 months: 384 000; the number-plate add-on makes it 414 000.
  await expect(page.getByRole('radio', { name: 'Любой водитель (без ограничений)' })).toBeChecked();
  await page.getByRole('checkbox', { name: /Страхование госномера/ }).check();
  await expect(page.locator('.osago-total')).toContainText('414 000');
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();

  await expect(page.getByText('414 000').first()).toBeVisible();
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Оплатить через Payme' }).click(),
  ]);
  await checkout.waitForLoadState();

  // Not paid yet: the user stays on the step.
  await page.getByRole('button', { name: 'Проверить оплату' }).click();
  await expect(page.getByRole('alert')).toContainText('Оплата ещё не поступила');

  await expect(checkout.getByText('414 000')).toBeVisible();
  await checkout.getByRole('button', { name: /Оплатить|Toʻlash|Pay/ }).click();
  await expect(checkout).toHaveURL(/\/thank-you\//);

  await page.getByRole('button', { name: 'Проверить оплату' }).click();
  const download = page.getByRole('link', { name: 'Скачать полис (PDF)' });
  await expect(download).toBeVisible();
  await expect(page.getByText(/Полис EIOO \d+/)).toBeVisible();
  const pdf = await request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  const events = await page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter(Boolean),
  );
  expect(events).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toMatch(/1234567"|15\.03\.1990|31503902610013|901234567/);
});

test('in the webview, named drivers: a driver without a licence types it by hand, then the policy is saved', async ({
  page,
}) => {
  await page.goto('/uz/mobile/osago');
  await expectLayout(page, 'webview', 'uz');
  await fillCar(
    page,
    {
      plate: 'Avtomobil davlat raqami',
      series: 'Texpasport seriyasi',
      number: 'Texpasport raqami',
      submit: 'Avtomobilni topish va hisoblash',
    },
    ['30D456EF', 'AAG', '4567890'],
  );
  await page.getByLabel('Pasport seriyasi').pressSequentially('AA');
  await page.getByLabel('Pasport raqami').pressSequentially('4567890');
  await page.getByLabel('Tugʻilgan sana').pressSequentially('30011978');
  await page.getByLabel('Telefon raqami').pressSequentially('971112233');
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  await page.getByText('Faqat koʻrsatilgan haydovchilar (5 tagacha)').click();
  await expect(
    page.getByRole('radio', { name: 'Faqat koʻrsatilgan haydovchilar (5 tagacha)' }),
  ).toBeChecked();
  // Samarkand car (regions), named drivers, 12 months: 160 000.
  await expect(page.locator('.osago-total')).toContainText('160 000');
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  const driver = page.getByRole('group', { name: 'Haydovchi 1' });
  await driver.getByLabel('Pasport seriyasi').pressSequentially('AC');
  await driver.getByLabel('Pasport raqami').pressSequentially('7890123');
  await driver.getByLabel('Tugʻilgan sana').pressSequentially('25122003');
  await driver.getByRole('button', { name: 'Haydovchini tekshirish' }).click();
  await expect(driver.getByText('qoʻlda kiriting')).toBeVisible();
  await driver.getByLabel('Guvohnoma seriyasi').pressSequentially('AF');
  await driver.getByLabel('Guvohnoma raqami').pressSequentially('7654321');
  await driver.getByLabel('Berilgan sana').pressSequentially('01022022');
  await page.getByRole('button', { name: 'Saqlash va toʻlovga oʻtish' }).click();

  await expect(page.getByRole('link', { name: 'Click orqali toʻlash' })).toBeVisible();
  await expect(page.getByText('160 000').first()).toBeVisible();
});

test('an agent renewal link pre-fills the wizard; the owner retypes what is masked and saves the renewal', async ({
  page,
  request,
}) => {
  test.slow();
  // A paid policy to renew: saved through the API, paid on the Payme sandbox page.
  const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const saved = await request.post('/api/osago-neo/save-policy/v2', {
    headers: { authorization: basic('site') },
    data: {
      amount_uzs: 394_000,
      gos_number: '01A123BC',
      tech_sery: 'AAF',
      tech_number: '1234567',
      drivers: [],
      applicant_is_driver: false,
      period_id: 1,
      number_drivers_id: 1,
      accident_insurance: false,
      gazballon_insurance: true,
      miniKaskoInsurance: false,
      phone_number: '998901234567',
      startDate: start,
      owner_birthday: '15.03.1990',
      owner__pass_seria: 'AA',
      owner__pass_number: '1234567',
      discountId: 1,
    },
  });
  const old = (await saved.json()).response as { contract_id: number; payme_url: string };
  expect(old.contract_id).toBeGreaterThan(0);
  await page.goto(new URL(old.payme_url).pathname);
  await page.getByRole('button', { name: 'Toʻlash' }).click();
  await expect(page).toHaveURL(/\/thank-you\//);

  await page.goto(`/en/o-renew/${old.contract_id}/77`);
  await expectLayout(page, 'default', 'en');
  await expect(page.getByRole('heading', { name: 'Renew your OSAGO policy' })).toBeVisible();
  await expect(page.getByLabel('Vehicle number')).toHaveValue('01A123BC');
  // The agent's link carries no order id: the tech passport number and the owner's documents are masked.
  await expect(page.getByLabel('Tech passport number')).toHaveValue('');
  await page.getByLabel('Tech passport number').pressSequentially('1234567');
  await page.getByRole('button', { name: 'Find the car and calculate' }).click();
  await expect(page.getByLabel('Passport series')).toHaveValue('AA');
  await page.getByLabel('Passport number').pressSequentially('1234567');
  await page.getByLabel('Date of birth').pressSequentially('15031990');
  await page.getByLabel('Phone number').pressSequentially('901234567');
  await page.getByRole('button', { name: 'Next' }).click();

  // The old cover is kept (gas cylinder); the start is the day after the old policy ends.
  await expect(page.getByRole('checkbox', { name: /Gas cylinder/ })).toBeChecked();
  await expect(page.locator('.osago-total')).toContainText('394 000');
  // The old policy was bought today, so the day after it ends is a year away: beyond the 90 days allowed.
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page.getByText(/The policy can start from/)).toBeVisible();
  const tomorrow = new Date(Date.now() + 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10).split('-');
  await page.getByLabel('Start date').fill('');
  await page.getByLabel('Start date').pressSequentially(`${tomorrow[2]}${tomorrow[1]}${tomorrow[0]}`);
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page.getByRole('link', { name: 'Pay with Payme' })).toBeVisible();
  await expect(page.getByText('394 000').first()).toBeVisible();
  // The renewal partner's channel and the agent of the link are recorded on the new contract.
  const outbox = await (await request.get('/sandbox/api/outbox')).json();
  const renewal = (outbox.chat as { text: string }[]).find((m) => m.text.includes('OSAGO renewal'));
  expect(renewal?.text).toContain('Channel: renew · agent 77');
});

test('a renewal link for a contract that does not exist says so', async ({ page }) => {
  await page.goto('/ru/osago-uzaytirish/999999');
  await expect(page.getByRole('alertdialog')).toContainText('Не удалось найти оплаченный полис ОСАГО');
});

test('a company buys OSAGO for its truck in English through the beeline channel', async ({
  page,
  request,
}) => {
  await page.goto('/en/osago/beeline');
  await fillCar(
    page,
    {
      plate: 'Vehicle number',
      series: 'Tech passport series',
      number: 'Tech passport number',
      submit: 'Find the car and calculate',
    },
    ['01123ABC', 'AAE', '2012345'],
  );
  await expect(page.getByText('Isuzu NPR 75L')).toBeVisible();
  // The registry says the owner is a company: the legal entity switch is on, the applicant's passport is asked.
  await expect(page.getByRole('checkbox', { name: 'The owner is a legal entity' })).toBeChecked();
  await page.getByLabel('Passport series').pressSequentially('AA');
  await page.getByLabel('Passport number').pressSequentially('1234567');
  await page.getByLabel('Date of birth').pressSequentially('15031990');
  await page.getByLabel('Phone number').pressSequentially('901234567');
  await page.getByRole('button', { name: 'Next' }).click();

  // Legal entities take no accident cover; a Tashkent truck with unlimited drivers is 672 000.
  await expect(page.getByRole('checkbox', { name: /Accident insurance/ })).toHaveCount(0);
  await expect(page.locator('.osago-total')).toContainText('672 000');
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page.getByRole('link', { name: 'Pay with Click' })).toBeVisible();
  const report = await chatReport(request, '01123ABC');
  expect(report).toContain('Channel: beeline');
  expect(report).not.toContain('901234567');
});

test('a pensioner pays half the base price, in Uzbek; reload keeps the car but no documents', async ({
  page,
}) => {
  await page.goto('/uz/osago');
  await fillCar(
    page,
    {
      plate: 'Avtomobil davlat raqami',
      series: 'Texpasport seriyasi',
      number: 'Texpasport raqami',
      submit: 'Avtomobilni topish va hisoblash',
    },
    ['01T678TU', 'AAF', '1356789'],
  );
  await page.getByLabel('Pasport seriyasi').pressSequentially('AA');
  await page.getByLabel('Pasport raqami').pressSequentially('6677889');

  // A reload in the middle: the car comes back from the draft, the passport does not.
  await page.reload();
  await expect(page.getByLabel('Avtomobil davlat raqami')).toHaveValue('01T678TU');
  await expect(page.getByLabel('Texpasport raqami')).toHaveValue('1356789');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain('6677889');
  await page.getByRole('button', { name: 'Avtomobilni topish va hisoblash' }).click();

  await expect(page.getByRole('form', { name: 'Egasi' })).toBeVisible();
  await page.getByLabel('Pasport seriyasi').pressSequentially('AA');
  await expect(page.getByLabel('Pasport seriyasi')).toHaveValue('AA');
  await page.getByLabel('Pasport raqami').pressSequentially('6677889');
  await page.getByLabel('Tugʻilgan sana').pressSequentially('01011960');
  await page.getByLabel('Telefon raqami').pressSequentially('977770000');
  await page.getByRole('button', { name: 'Keyingisi' }).click();
  // 384 000 halved by the pensioner category (discount 7).
  await expect(page.locator('.osago-total')).toContainText('192 000');
  await expect(page.getByText('Imtiyozli toifangiz')).toBeVisible();
  await page.getByRole('button', { name: 'Saqlash va toʻlovga oʻtish' }).click();
  await expect(page.getByRole('link', { name: 'Payme orqali toʻlash' })).toBeVisible();
  await expect(page.getByText('192 000').first()).toBeVisible();
});

test('a save refusal is shown beside the driver at fault (code 5: a licence of someone else), in Russian', async ({
  page,
}) => {
  await page.goto('/ru/osago-limited');
  await fillCar(
    page,
    {
      plate: 'Госномер автомобиля',
      series: 'Серия техпаспорта',
      number: 'Номер техпаспорта',
      submit: 'Найти автомобиль и рассчитать',
    },
    ['80U789UV', 'AAG', '1467890'],
  );
  await page.getByLabel('Серия паспорта').pressSequentially('AC');
  await page.getByLabel('Номер паспорта').pressSequentially('7890123');
  await page.getByLabel('Дата рождения').pressSequentially('25122003');
  await page.getByLabel('Номер телефона').pressSequentially('901112233');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('radio', { name: 'Только указанные водители (до 5)' })).toBeChecked();
  await page.getByRole('button', { name: 'Далее' }).click();

  // Saidova has no licence on record; she types Karimov's licence: the registry knows it as his (code 5).
  const driver = page.getByRole('group', { name: 'Водитель 1' });
  await driver.getByLabel('Серия паспорта').pressSequentially('AC');
  await driver.getByLabel('Номер паспорта').pressSequentially('7890123');
  await driver.getByLabel('Дата рождения').pressSequentially('25122003');
  await driver.getByRole('button', { name: 'Проверить водителя' }).click();
  await driver.getByLabel('Серия удостоверения').pressSequentially('AF');
  await driver.getByLabel('Номер удостоверения').pressSequentially('1234567');
  await driver.getByLabel('Дата выдачи').pressSequentially('20052010');
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  await expect(page.getByRole('group', { name: 'Водитель 1' }).getByRole('alert')).toContainText(
    'Информация о водительском удостоверении не найдена',
  );
});

test('a copy link with its order id starts on the drivers step with the earlier steps done', async ({
  page,
  request,
}) => {
  const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const saved = await request.post('/api/osago-neo/save-policy/v2', {
    headers: { authorization: basic('site') },
    data: {
      amount_uzs: 192_000,
      gos_number: '01A123BC',
      tech_sery: 'AAF',
      tech_number: '1234567',
      drivers: [
        {
          passport__seria: 'AA',
          passport__number: '1234567',
          driver_birthday: '15.03.1990',
          licenseSeria: null,
          licenseNumber: null,
          licenseIssueDate: null,
          relative: 0,
        },
      ],
      applicant_is_driver: true,
      period_id: 1,
      number_drivers_id: 4,
      accident_insurance: false,
      gazballon_insurance: false,
      miniKaskoInsurance: false,
      phone_number: '998901234567',
      startDate: start,
      owner_birthday: '15.03.1990',
      owner__pass_seria: 'AA',
      owner__pass_number: '1234567',
      discountId: 1,
    },
  });
  const old = (await saved.json()).response as { contract_id: number; order_id: string };

  await page.goto(`/ru/osago?copy=${old.contract_id}&order_id=${old.order_id}`);
  const driver = page.getByRole('group', { name: 'Водитель 1' });
  await expect(driver.getByText('Найден: Karimov Alisher Bahodirovich')).toBeVisible();
  await expect(page.getByText('Chevrolet Cobalt')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  await expect(page.getByRole('link', { name: 'Оплатить через Payme' })).toBeVisible();
  await expect(page.getByText('192 000').first()).toBeVisible();
});
