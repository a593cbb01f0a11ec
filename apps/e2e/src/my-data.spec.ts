import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { basic, CABINET_TOKEN_KEY, expectLayout } from './support';

// The customer's data (issue 27), in English: log in by SMS (the code from the sandbox outbox), download what is
// kept as one JSON file, delete the account after the screen that says what stays, and log in again with the same
// phone as a new account (apps/api/src/cabinet/README.md, "My data").

const PHONE = '998905552704';

async function smsCode(request: APIRequestContext, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await (await request.get(`/sandbox/api/outbox?phone=${PHONE}`)).json();
      const sms = (outbox.sms as { id: number; text: string; purpose: string }[]).find(
        (m) => m.purpose === 'login-code' && m.id > after,
      );
      code = sms?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const lastSmsId = async (request: APIRequestContext) => {
  const outbox = await (await request.get(`/sandbox/api/outbox?phone=${PHONE}`)).json();
  return Math.max(0, ...(outbox.sms as { id: number }[]).map((m) => m.id));
};

/** The SMS login of a phone without a registered person: the code, then "Later" past the passport step. */
async function logIn(page: Page, request: APIRequestContext) {
  const after = await lastSmsId(request);
  await page.goto('/en/login');
  await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially(PHONE.slice(3));
  await page.getByRole('button', { name: 'Get the code' }).click();
  await page.getByRole('textbox', { name: 'Code from the SMS' }).fill(await smsCode(request, after));
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page).toHaveURL('/en/dashboard');
  await expectLayout(page, 'dashboard', 'en');
}

/** "Download my data" on the My data tab: the file the browser saved, parsed. */
async function downloadExport(page: Page) {
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'My data' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^polis-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    format: string;
    account: { id: number; phone: string };
    saved_vehicles: { plate: string }[];
    sessions: { browser: string | null }[];
  };
}

test('a customer downloads their data, deletes the account, and logs in again as a new account', async ({
  page,
  request,
}) => {
  await logIn(page, request);
  // A car saved, so the export and the deletion have something of the customer's own.
  const token = await page.evaluate((key) => localStorage.getItem(key) ?? '', CABINET_TOKEN_KEY);
  const saved = await request.post('/api/shaxsiy_kabinet/saved/vehicles', {
    headers: { authorization: basic('site'), 'x-auth-token': token },
    data: { plate: '01A123BC', tech_passport_series: 'AAF', tech_passport_number: '1234567' },
  });
  expect(saved.status()).toBe(201);

  const first = await downloadExport(page);
  expect(first).toMatchObject({ format: 'polis-my-data/1', account: { phone: PHONE } });
  expect(first.saved_vehicles.map((v) => v.plate)).toEqual(['01A123BC']);
  expect(first.sessions[0]?.browser).toMatch(/^Chrome \d+$/);

  const section = page.getByRole('region', { name: 'Delete my account' });
  await expect(section).toContainText('Issued policies and their contracts');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('status')).toContainText('Your account, saved people and cars');
  // The old session is gone on the server at once.
  const old = await request.get('/api/shaxsiy_kabinet/get/info', {
    headers: { authorization: basic('site'), 'x-auth-token': token },
  });
  expect(old.status()).toBe(401);
  await page.getByRole('link', { name: 'Go to the login page' }).click();
  await expect(page).toHaveURL('/en/login');

  await logIn(page, request);
  const second = await downloadExport(page);
  expect(second.account.phone).toBe(PHONE);
  expect(second.account.id).not.toBe(first.account.id);
  expect(second.saved_vehicles).toEqual([]);
});
