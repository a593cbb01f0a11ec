import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

// Issue 28: a wizard's first step comes prerendered with its fields, so a visitor on a slow phone types before
// the page's JavaScript has run; when the app takes the page over the typing is the form's, and the step goes
// on with it. A submit pressed before then sends nothing anywhere (personal data never lands in a URL).

/** Holds the site's scripts until released; the page meanwhile is the prerendered HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_site/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** React has taken the form over (its nodes carry React's fiber from then on). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
}

function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

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
  const release = await holdScripts(page);
  await page.goto('/ru/kids', { waitUntil: 'commit' });
  const start = page.getByRole('textbox', { name: 'Дата начала' });
  await expect(start).toBeVisible();
  await page.locator('label', { hasText: 'Расширенная' }).click();
  // Typed digits only, as on a phone keyboard: the date's mask formats them once the app runs.
  await start.fill('');
  await start.pressSequentially(dateIn(12).replace(/\./g, ''));
  release();
  await hydrated(page);

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
  const release = await holdScripts(page);
  await page.goto('/en/accident', { waitUntil: 'commit' });
  const start = page.getByRole('textbox', { name: 'Start date' });
  await start.fill(dateIn(20));
  release();
  await hydrated(page);

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
  const release = await holdScripts(page);
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
  await hydrated(page);
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
  await hydrated(page);
  await page.locator('label', { hasText: 'Расширенная' }).click();
  const start = page.getByRole('textbox', { name: 'Дата начала' });
  await start.fill(dateIn(5));
  // The application in progress is kept on the server after a pause in typing.
  await page.waitForResponse(
    (response) => /\/api\/drafts\//.test(response.url()) && response.request().method() === 'PUT',
  );

  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await start.fill(dateIn(9));
  release();
  await hydrated(page);

  // The restored application keeps its program; the date typed before the app ran is the one shown.
  await expect(page.getByRole('radio', { name: /Расширенная/ })).toBeChecked();
  await expect(start).toHaveValue(dateIn(9));
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('textbox', { name: 'Серия паспорта', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByRole('textbox', { name: 'Дата начала' })).toHaveValue(dateIn(9));
  expect(problems).toEqual([]);
});
