import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectReloadKeepsStep, openPolicyInCabinet, payAndDownloadPolicy } from './journey-steps';
import { expectLayout, webStorage } from './support';

// Pet insurance in the webview, in Russian: program, the pet with two real photos (uploaded, checked by their
// bytes, metadata stripped), the owner, consent, the save, the Payme sandbox, the check, the PDF, and the
// photos in the owner's cabinet.

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

/** What must never reach web storage: the owner's passport, birthday and phone, the photos' names. */
const PERSONAL = /1234567|15\.03\.1990|901234567|pet-passport/;

test('a pet owner insures a dog in the webview in Russian with two photos and sees them in the cabinet', async ({
  page,
  request,
}) => {
  await page.goto('/ru/mobile/pets');
  await expectLayout(page, 'webview', 'ru');
  const compare = page.getByRole('table', { name: 'Что покрывает каждая программа' });
  await expect(compare.getByRole('columnheader', { name: '«Друг» Оптимальный' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Выберите программу страхования' })
    .getByText('«Друг» Оптимальный', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: /«Друг» Оптимальный/ })).toBeChecked();
  await page.getByRole('button', { name: 'Далее' }).click();

  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Кличка питомца', exact: true }).fill('Бобик');
  await form.getByRole('textbox', { name: 'Месяц рождения', exact: true }).fill('05.2022');
  await form.getByRole('radio', { name: 'Собака' }).check();
  // A PDF is not a photo: the step says so at once.
  await form.getByLabel('Фото питомца').setInputFiles(fixture('work-book.pdf'));
  await expect(page.getByText('Этот тип файла не принимается: загрузите JPEG, PNG или WebP')).toBeVisible();
  await form.getByLabel('Фото питомца').setInputFiles(fixture('pet.png'));
  // The photos are kept with the application in progress on the server: a reload finds them chosen.
  const kept = page.waitForResponse(
    (r) =>
      /\/api\/drafts\/[^/]+\/files\/[\w.]*passportPhoto$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await form.getByLabel('Фото ветеринарного паспорта').setInputFiles(fixture('pet-passport.jpg'));
  await expect(page.getByText('Выбран файл: pet-passport.jpg')).toBeVisible();
  expect((await kept).status()).toBe(200);
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByText('Выбран файл: pet-passport.jpg')).toBeVisible();
  await expect(page.getByText('Выбран файл: pet.png')).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();

  await form.getByLabel('Серия паспорта').pressSequentially('aa');
  await form.getByLabel('Номер паспорта').pressSequentially('1234567');
  await form.getByLabel('Дата рождения').pressSequentially('15031990');
  await form.getByLabel('Номер телефона').pressSequentially('901234567');
  await expectReloadKeepsStep(page, PERSONAL);
  await page.getByRole('checkbox', { name: /Я согласен/ }).check();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('Бобик')).toBeVisible();

  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Payme', amount: '900 000' });
  expect(await webStorage(page)).not.toMatch(/"1234567"|15\.03\.1990/);

  // The owner's cabinet shows the policy with both photos; the photo has lost its camera metadata.
  await openPolicyInCabinet(page, request, 'ru', /PETS \d+/);
  const photo = page.getByRole('img', { name: 'Фото питомца' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expect(page.getByRole('img', { name: 'Фото ветеринарного паспорта' })).toBeVisible();
  const passportSrc =
    (await page.getByRole('img', { name: 'Фото ветеринарного паспорта' }).getAttribute('src')) ?? '';
  expect(Buffer.from(passportSrc.split(',')[1] ?? '', 'base64').includes(Buffer.from('GPS'))).toBe(false);
});
