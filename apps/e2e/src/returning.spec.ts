import { expect } from '@playwright/test';
import { applicantAndSave, payAndDownloadPolicy } from './journey-steps';
import { agreeAndSave, cobaltTest as test, OSAGO } from './osago-support';
import { basic, CABINET_TOKEN_KEY, cabinetToken, webStorage } from './support';

// The returning customer (issue 24): logged in, they keep the car and themselves after a purchase ("Save for
// next time"), and the next purchase fills both from the account: two typed fields instead of eight.

const YEAR_PRICED = 2020;
const TASHKENT_YEAR = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Tashkent', year: 'numeric' }).format(new Date()),
);
const VALUE = 150_000_000 * (1 - 0.05 * (TASHKENT_YEAR - YEAR_PRICED));
const sum = (uzs: number) => new RegExp(String(Math.round(uzs)).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));

test('a logged-in customer saves the car and themselves after kasko; their OSAGO then takes two typed fields', async ({
  page,
  request,
}) => {
  const token = await cabinetToken(request, '998977770000');
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  const saved = await request.get('/api/shaxsiy_kabinet/saved', {
    headers: { authorization: basic('site'), 'x-auth-token': token },
  });
  const before = (await saved.json()) as { people: unknown[]; vehicles: unknown[] };

  // The first purchase, typed in full: kasko for the Cobalt in Russian.
  await page.goto('/ru/kasko');
  await page.getByRole('combobox', { name: 'Марка' }).selectOption({ label: 'Chevrolet' });
  await page.getByRole('combobox', { name: 'Модель' }).selectOption({ label: 'Cobalt' });
  await page.getByRole('combobox', { name: 'Комплектация' }).selectOption({ label: 'GS-STYLE MT' });
  await page.getByRole('combobox', { name: 'Год выпуска' }).selectOption(String(YEAR_PRICED));
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Госномер автомобиля' }).pressSequentially('01a123bc');
  await form.getByRole('textbox', { name: 'Серия техпаспорта', exact: true }).pressSequentially('aaf');
  await form.getByRole('textbox', { name: 'Номер техпаспорта', exact: true }).pressSequentially('1234567');
  await form.getByRole('textbox', { name: 'Цвет', exact: true }).fill('белый');
  await page.getByRole('button', { name: 'Далее' }).click();
  await applicantAndSave(page, 'ru');
  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Payme', amount: sum(VALUE * 0.015) });

  // "Save for next time": off by default; the customer keeps themselves and the car.
  const offer = page.getByRole('region', { name: 'Сохранить на следующий раз' });
  await expect(offer).toBeVisible();
  const me = offer.getByRole('checkbox', { name: /^Вы .*паспорт AA \*\*\*4567/ });
  const car = offer.getByRole('checkbox', { name: /^Автомобиль 01A123BC/ });
  await expect(me).not.toBeChecked();
  await me.check();
  await car.check();
  await offer.getByRole('button', { name: 'Сохранить в кабинете' }).click();
  await expect(page.getByText('Сохранено. В следующей заявке они заполнятся одним выбором.')).toBeVisible();
  expect(await webStorage(page)).not.toMatch(/1234567|15\.03\.1990|01A123BC/);

  // The next purchase, in English: OSAGO for the same car, filled from the account.
  await test.step('OSAGO from the saved car and person', async () => {
    const l = OSAGO.en;
    await page.goto('/en/osago');
    await page.getByRole('combobox', { name: 'Fill from my saved cars' }).selectOption({ index: 1 });
    await expect(page.getByLabel(l.plate)).toHaveValue('01A123BC');
    await expect(page.getByLabel(l.techNumber)).toHaveValue('1234567');
    await page.getByRole('button', { name: l.findCar }).click();
    const owner = page.getByRole('form', { name: l.ownerStep, exact: true });
    await owner.getByRole('combobox', { name: 'Fill from my saved people' }).selectOption({ index: 1 });
    await expect(owner.getByLabel(l.number)).toHaveValue('1234567');
    await expect(owner.getByLabel(l.birthday)).toHaveValue('15.03.1990');
    await expect(owner.getByLabel(l.phone)).toHaveValue('+998 90 123 45 67');
    await page.getByRole('button', { name: l.next }).click();
    // Nothing typed so far; the policy step saves for unlimited drivers.
    await agreeAndSave(page, 'en');
    await expect(page).toHaveURL(/\?step=payment$/);
  });
  const after = await request.get('/api/shaxsiy_kabinet/saved', {
    headers: { authorization: basic('site'), 'x-auth-token': token },
  });
  const list = (await after.json()) as { people: unknown[]; vehicles: unknown[] };
  expect(list.people.length).toBe(Math.max(before.people.length, 1));
  expect(list.vehicles.length).toBe(Math.max(before.vehicles.length, 1));
});
