import { expect, test } from '@playwright/test';
import { consoleProblems, formHydrated, holdScripts } from './hydration';

// Issue 28: a wizard's first step comes prerendered with its fields, so a visitor on a slow phone types before
// the page's JavaScript has run; when the app takes the page over the typing is the form's, and the step goes
// on with it. A submit pressed before then sends nothing anywhere (personal data never lands in a URL).

/** A date `days` from today, as the date fields show it (DD.MM.YYYY). */
function dateIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}

test('kids in Russian: a program and a start date chosen before the JavaScript ran go on to the next step', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const release = await holdScripts(page, 'site');
  await page.goto('/ru/kids', { waitUntil: 'commit' });
  const start = page.getByRole('textbox', { name: 'Дата начала' });
  await expect(start).toBeVisible();
  await page.locator('label', { hasText: 'Расширенная' }).click();
  // Typed digits only, as on a phone keyboard: the date's mask formats them once the app runs.
  await start.fill('');
  await start.pressSequentially(dateIn(12).replace(/\./g, ''));
  release();
  await formHydrated(page);

  await expect(page.getByRole('radio', { name: /Расширенная/ })).toBeChecked();
  await expect(start).toHaveValue(dateIn(12));
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page).toHaveURL(/\?step=/);
  await expect(page.getByRole('textbox', { name: 'Серия паспорта', exact: true })).toBeVisible();
  // The step was submitted with what was typed: back on it, the answers are there.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByRole('radio', { name: /Расширенная/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Дата начала' })).toHaveValue(dateIn(12));
  expect(problems).toEqual([]);
});

test('accident in English: a start date typed before the JavaScript ran is the one the step submits', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const release = await holdScripts(page, 'site');
  await page.goto('/en/accident', { waitUntil: 'commit' });
  const start = page.getByRole('textbox', { name: 'Start date' });
  await start.fill(dateIn(20));
  release();
  await formHydrated(page);

  await expect(start).toHaveValue(dateIn(20));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /1 000 000 UZS/ })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveValue(dateIn(20));
  expect(problems).toEqual([]);
});

test('osago in Uzbek: a step submitted before the JavaScript ran sends nothing and keeps the typing', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const release = await holdScripts(page, 'site');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/uz/osago', { waitUntil: 'commit' });
  const plate = page.getByRole('textbox', { name: 'Avtomobil davlat raqami' });
  await plate.fill('01A123BC');
  await page.getByRole('textbox', { name: 'Texpasport seriyasi' }).fill('AAF');
  await page.getByRole('textbox', { name: 'Texpasport raqami' }).fill('1234567');
  // The submit waits for the app; Enter in a field does not submit the page natively either.
  const find = page.getByRole('button', { name: 'Avtomobilni topish va hisoblash' });
  await expect(find).toBeDisabled();
  await plate.press('Enter');
  await find.dispatchEvent('click');
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain('?');
  expect(documents).toHaveLength(1);

  release();
  await formHydrated(page);
  await expect(find).toBeEnabled();
  await expect(plate).toHaveValue('01A123BC');
  await expect(page.getByRole('textbox', { name: 'Texpasport seriyasi' })).toHaveValue('AAF');
  await expect(page.getByRole('textbox', { name: 'Texpasport raqami' })).toHaveValue('1234567');
  // The address names at most the wizard's step, never an answer.
  expect(page.url()).not.toMatch(/123BC|AAF|1234567|gosNumber|tech/);
  expect(problems).toEqual([]);
});

test('kids in Russian: typing before the JavaScript ran wins over the application restored after a reload', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto('/ru/kids');
  await formHydrated(page);
  await page.locator('label', { hasText: 'Расширенная' }).click();
  const start = page.getByRole('textbox', { name: 'Дата начала' });
  await start.fill(dateIn(5));
  // The application in progress is kept on the server after a pause in typing.
  await page.waitForResponse(
    (response) => /\/api\/drafts\//.test(response.url()) && response.request().method() === 'PUT',
  );

  const release = await holdScripts(page, 'site');
  await page.reload({ waitUntil: 'commit' });
  await start.fill(dateIn(9));
  release();
  await formHydrated(page);

  // The restored application keeps its program; the date typed before the app ran is the one shown.
  await expect(page.getByRole('radio', { name: /Расширенная/ })).toBeChecked();
  await expect(start).toHaveValue(dateIn(9));
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('textbox', { name: 'Серия паспорта', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByRole('textbox', { name: 'Дата начала' })).toHaveValue(dateIn(9));
  expect(problems).toEqual([]);
});
