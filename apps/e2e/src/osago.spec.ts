import { expect, test } from '@playwright/test';
import {
  CABINET_TOKEN_KEY,
  cabinetToken,
  confirmPaid,
  expectLayout,
  funnelEvents,
  webStorage,
} from './support';
import { expectReloadKeepsOrder, expectReloadKeepsStep } from './journey-steps';
import {
  OSAGO,
  chatReport,
  endCover,
  fillCar,
  fillOwner,
  fillPerson,
  savedCobalt,
  agreeAndSave,
} from './osago-support';

// The OSAGO journeys through the one origin against the real apps/api: the registries' seeded test identities
// (apps/api/README.md), the 2026 tariff, the save, the Payme/Click sandbox checkout, the check and the PDF.

const KARIMOV = ['aa', '1234567', '15031990'] as const;

test('a car owner buys OSAGO in Russian, pays on the Payme sandbox and downloads the PDF', async ({
  page,
  request,
}) => {
  await page.goto('/ru/osago');
  await expectLayout(page, 'default', 'ru');
  await fillCar(page, 'ru', ['01a123bc', 'aaf', '1234567']);
  await expect(page.getByText('Chevrolet Cobalt')).toBeVisible();

  // A wrong birthday is refused by the registry check, in Russian; the right one passes.
  await fillOwner(page, 'ru', ['aa', '1234567', '16031990'], '901234567');
  await expect(page.getByRole('alert')).toContainText('Данные владельца не найдены');
  await page.getByLabel(OSAGO.ru.birthday).fill('');
  await page.getByLabel(OSAGO.ru.birthday).pressSequentially('15031990');
  await page.getByRole('button', { name: OSAGO.ru.next }).click();

  // Tashkent car, unlimited drivers, 12 months: 384 000; the number-plate add-on makes it 414 000.
  await expect(page.getByRole('radio', { name: 'Любой водитель (без ограничений)' })).toBeChecked();
  await page.getByRole('checkbox', { name: /Страхование госномера/ }).check();
  await expect(page.locator('.osago-total')).toContainText('414 000');
  await agreeAndSave(page, 'ru');

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

  await confirmPaid(page, 'Проверить оплату');
  const download = page.getByRole('link', { name: 'Скачать полис (PDF)' });
  await expect(download).toBeVisible();
  await expect(page.getByText(/Полис EIOO \d+/)).toBeVisible();
  const pdf = await request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  const events = await funnelEvents(page);
  expect(events).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
  const stored = await webStorage(page);
  expect(stored).not.toMatch(/1234567"|15\.03\.1990|31503902610013|901234567/);
  expect(await chatReport(request, '01A123BC')).toContain('Channel: site');
});

test('in the webview, named drivers: a driver without a licence types it by hand, then the policy is saved', async ({
  page,
}) => {
  await page.goto('/uz/mobile/osago');
  await expectLayout(page, 'webview', 'uz');
  await fillCar(page, 'uz', ['30D456EF', 'AAG', '4567890']);
  await fillOwner(page, 'uz', ['AA', '4567890', '30011978'], '971112233');

  await page.getByText('Faqat koʻrsatilgan haydovchilar (5 tagacha)').click();
  await expect(
    page.getByRole('radio', { name: 'Faqat koʻrsatilgan haydovchilar (5 tagacha)' }),
  ).toBeChecked();
  // Samarkand car (regions), named drivers, 12 months: 160 000.
  await expect(page.locator('.osago-total')).toContainText('160 000');
  await page.getByRole('button', { name: OSAGO.uz.next }).click();

  const driver = page.getByRole('group', { name: 'Haydovchi 1' });
  await fillPerson(driver, 'uz', ['AC', '7890123', '25122003']);
  await driver.getByRole('button', { name: 'Haydovchini tekshirish' }).click();
  await expect(driver.getByText('qoʻlda kiriting')).toBeVisible();
  await driver.getByLabel('Guvohnoma seriyasi').pressSequentially('AF');
  await driver.getByLabel('Guvohnoma raqami').pressSequentially('7654321');
  await driver.getByLabel('Berilgan sana').pressSequentially('01022022');
  await agreeAndSave(page, 'uz');

  await expect(page.getByRole('link', { name: 'Click orqali toʻlash' })).toBeVisible();
  await expect(page.getByText('160 000').first()).toBeVisible();
});

test('an agent renewal link pre-fills the wizard; the owner retypes what is masked and saves the renewal', async ({
  page,
  request,
}) => {
  test.slow();
  // A paid policy to renew: saved through the API, paid on the Payme sandbox page.
  const old = await savedCobalt(request, { amount_uzs: 394_000, gazballon_insurance: true });
  await page.goto(new URL(old.payme_url).pathname);
  await page.getByRole('button', { name: 'Toʻlash' }).click();
  await expect(page).toHaveURL(/\/thank-you\//);

  await page.goto(`/en/o-renew/${old.contract_id}/77`);
  await expectLayout(page, 'default', 'en');
  await expect(page.getByRole('heading', { name: 'Renew your OSAGO policy' })).toBeVisible();
  await expect(page.getByLabel(OSAGO.en.plate)).toHaveValue('01A123BC');
  // The agent's link carries no order id: the tech passport number and the owner's documents are masked.
  await expect(page.getByLabel(OSAGO.en.techNumber)).toHaveValue('');
  await page.getByLabel(OSAGO.en.techNumber).pressSequentially('1234567');
  await page.getByRole('button', { name: OSAGO.en.findCar }).click();
  const owner = page.getByRole('form', { name: OSAGO.en.ownerStep, exact: true });
  await expect(owner.getByLabel(OSAGO.en.series)).toHaveValue('AA');
  await owner.getByLabel(OSAGO.en.number).pressSequentially('1234567');
  await owner.getByLabel(OSAGO.en.birthday).pressSequentially('15031990');
  await owner.getByLabel(OSAGO.en.phone).pressSequentially('901234567');
  await owner.getByRole('button', { name: OSAGO.en.next }).click();

  // The old cover is kept (gas cylinder); the start is the day after the old policy ends.
  await expect(page.getByRole('checkbox', { name: /Gas cylinder/ })).toBeChecked();
  await expect(page.locator('.osago-total')).toContainText('394 000');
  // The old policy was bought today, so the day after it ends is a year away: beyond the 90 days allowed.
  await agreeAndSave(page, 'en');
  await expect(page.getByText(/The policy can start from/)).toBeVisible();
  const tomorrow = new Date(Date.now() + 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10).split('-');
  await page.getByLabel('Start date').fill('');
  await page.getByLabel('Start date').pressSequentially(`${tomorrow[2]}${tomorrow[1]}${tomorrow[0]}`);
  // Tomorrow the old policy still covers the car: the registry keeps one policy per vehicle.
  await agreeAndSave(page, 'en');
  await expect(
    page.getByText(/This car already has a paid OSAGO policy until \d{2}\.\d{2}\.\d{4}/),
  ).toBeVisible();
  // A year passes (sandbox): the old policy has ended, and the renewal may start tomorrow.
  await endCover(request, '01A123BC');
  await agreeAndSave(page, 'en');
  await expect(page.getByRole('link', { name: 'Pay with Payme' })).toBeVisible();
  await expect(page.getByText('394 000').first()).toBeVisible();
  // The renewal partner's channel and the agent of the link are recorded on the new contract.
  expect(await chatReport(request, 'OSAGO renewal')).toContain('Channel: renew · agent 77');
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
  await fillCar(page, 'en', ['01123ABC', 'AAE', '2012345']);
  await expect(page.getByText('Isuzu NPR 75L')).toBeVisible();
  // The registry says the owner is a company: the legal entity switch is on, the applicant's passport is asked.
  await expect(page.getByRole('checkbox', { name: 'The owner is a legal entity' })).toBeChecked();
  await fillOwner(page, 'en', KARIMOV, '901234567');

  // Legal entities take no accident cover; a Tashkent truck with unlimited drivers is 672 000.
  await expect(page.getByRole('checkbox', { name: /Accident insurance/ })).toHaveCount(0);
  await expect(page.locator('.osago-total')).toContainText('672 000');
  await agreeAndSave(page, 'en');
  await expect(page.getByRole('link', { name: 'Pay with Click' })).toBeVisible();
  const report = await chatReport(request, '01123ABC');
  expect(report).toContain('Channel: beeline');
  expect(report).not.toContain('901234567');
});

test('a pensioner pays half the base price, in Uzbek; reloads keep the step, what was typed, and the same application', async ({
  page,
  request,
}) => {
  await page.goto('/uz/osago');
  await fillCar(page, 'uz', ['01T678TU', 'AAF', '1356789']);
  const owner = page.getByRole('form', { name: OSAGO.uz.ownerStep, exact: true });
  await owner.getByLabel(OSAGO.uz.series).pressSequentially('AA');
  await owner.getByLabel(OSAGO.uz.number).pressSequentially('6677889');
  await expect(page).toHaveURL(/\?step=personal_data_short$/);

  // The browser's Back returns to the car, Forward to the owner, inside the wizard.
  await page.goBack();
  await expect(page.getByLabel(OSAGO.uz.plate)).toHaveValue('01T678TU');
  await page.goForward();
  await expect(owner).toBeVisible();

  // A reload on the owner step returns to it, with the car found and what was typed: the application in
  // progress is kept on the server, the tab holds only its id.
  await expectReloadKeepsStep(page, /6677889|01T678TU/);
  await expect(page.getByRole('form', { name: OSAGO.uz.ownerStep, exact: true })).toBeVisible();
  await expect(page.getByText('01T678TU')).toBeVisible();
  await expect(owner.getByLabel(OSAGO.uz.number)).toHaveValue('6677889');

  await owner.getByLabel(OSAGO.uz.birthday).pressSequentially('01011960');
  await owner.getByLabel(OSAGO.uz.phone).pressSequentially('977770000');
  await page.getByRole('button', { name: OSAGO.uz.next }).click();
  // 384 000 halved by the pensioner category (discount 7).
  await expect(page.locator('.osago-total')).toContainText('192 000');
  await expect(page.getByText('Imtiyozli toifangiz')).toBeVisible();
  await agreeAndSave(page, 'uz');
  await expect(page.getByRole('link', { name: 'Payme orqali toʻlash' })).toBeVisible();
  await expect(page.getByText('192 000').first()).toBeVisible();

  // A reload on the payment step returns to the same application: no second contract.
  await expectReloadKeepsOrder(page, 'Payme orqali toʻlash');
  const outbox = await (await request.get('/sandbox/api/outbox')).json();
  const saves = (outbox.chat as { text: string }[]).filter(
    (m) => m.text.includes('01T678TU') && !/paid|toʻlandi|оплачен/i.test(m.text),
  );
  expect(saves).toHaveLength(1);
});

test('a save refusal is shown beside the driver at fault (code 5: a licence of someone else), in Russian', async ({
  page,
}) => {
  await page.goto('/ru/osago-limited');
  await fillCar(page, 'ru', ['80U789UV', 'AAG', '1467890']);
  await fillOwner(page, 'ru', ['AC', '7890123', '25122003'], '901112233');
  await expect(page.getByRole('radio', { name: 'Только указанные водители (до 5)' })).toBeChecked();
  await page.getByRole('button', { name: OSAGO.ru.next }).click();

  // Saidova has no licence on record; she types Karimov's licence: the registry knows it as his (code 5).
  const driver = page.getByRole('group', { name: 'Водитель 1' });
  await fillPerson(driver, 'ru', ['AC', '7890123', '25122003']);
  await driver.getByRole('button', { name: 'Проверить водителя' }).click();
  await driver.getByLabel('Серия удостоверения').pressSequentially('AF');
  await driver.getByLabel('Номер удостоверения').pressSequentially('1234567');
  await driver.getByLabel('Дата выдачи').pressSequentially('20052010');
  await agreeAndSave(page, 'ru');
  await expect(page.getByRole('group', { name: 'Водитель 1' }).getByRole('alert')).toContainText(
    'Информация о водительском удостоверении не найдена',
  );
});

test('a copy link opened by its holder, logged into the cabinet, starts on the drivers step with the earlier steps done', async ({
  page,
  request,
}) => {
  const karimovAsDriver = {
    passport__seria: 'AA',
    passport__number: '1234567',
    driver_birthday: '15.03.1990',
    licenseSeria: null,
    licenseNumber: null,
    licenseIssueDate: null,
    relative: 0,
  };
  const old = await savedCobalt(request, {
    amount_uzs: 192_000,
    number_drivers_id: 4,
    drivers: [karimovAsDriver],
  });

  // The holder's session (the phone the contract was saved with) opens the pre-fill whole.
  const token = await cabinetToken(request, '998901234567');
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CABINET_TOKEN_KEY,
    token,
  ] as const);
  await page.goto(`/ru/osago?copy=${old.contract_id}&order_id=${old.order_id}`);
  const driver = page.getByRole('group', { name: 'Водитель 1' });
  await expect(driver.getByText('Найден: Karimov Alisher Bahodirovich')).toBeVisible();
  await expect(page.getByText('Chevrolet Cobalt')).toBeVisible();
  await agreeAndSave(page, 'ru');
  await expect(page.getByRole('link', { name: 'Оплатить через Payme' })).toBeVisible();
  await expect(page.getByText('192 000').first()).toBeVisible();
});
