import { expect, test, type Page } from '@playwright/test';
import { expectLayout } from './support';

// Business product pages in the business layout: the company by INN, the contact, the product's key facts,
// `POST /site-requests` against the real API, and the number the visitor is given. One application per language.
const CASES = [
  {
    lang: 'uz',
    path: '/uz/for-business/accident',
    inn: 'Tashkilot STIR',
    find: 'Topish',
    company: 'Samarqand Tekstil MChJ',
    contact: 'Aloqa shaxsi (F.I.Sh.)',
    phone: 'Telefon raqami',
    facts: [['Xodimlar soni', '120']],
    send: 'Arizani yuborish',
    sent: 'Arizangiz qabul qilindi',
    number: /Ariza raqami: \d+/,
    sms: 'Ariza raqamini sizga SMS orqali ham yubordik.',
  },
  {
    lang: 'ru',
    path: '/ru/for-business/ipoteka',
    inn: 'ИНН организации',
    find: 'Найти',
    company: 'Toshkent Non Kombinati AJ',
    contact: 'Контактное лицо (Ф.И.О.)',
    phone: 'Номер телефона',
    facts: [['Сумма кредита, сум', '800000000']],
    send: 'Отправить заявку',
    sent: 'Ваша заявка принята',
    number: /Номер заявки: \d+/,
    sms: 'Номер заявки мы также отправили вам в SMS.',
  },
  {
    lang: 'en',
    path: '/en/for-business/special-equipment',
    inn: 'Company INN',
    find: 'Find',
    company: 'Navoiy Kon Texnika AJ',
    contact: 'Contact person (full name)',
    phone: 'Phone number',
    facts: [
      ['Number of machines', '4'],
      ['Value of the machinery, UZS', '2400000000'],
    ],
    send: 'Send the application',
    sent: 'Your application has been received',
    number: /Application number: \d+/,
    sms: 'We have also sent the number to you by SMS.',
  },
] as const;

const INNS = { uz: '302345678', ru: '301234567', en: '305678901' } as const;
// A phone per language: the number goes by SMS at most three times an hour to one phone (a retry included).
const PHONES = { uz: '901234561', ru: '901234562', en: '901234563' } as const;

async function apply(page: Page, c: (typeof CASES)[number]) {
  await page.getByRole('textbox', { name: c.inn }).fill(INNS[c.lang]);
  await page.getByRole('button', { name: c.find, exact: true }).click();
  await expect(page.getByText(c.company)).toBeVisible();
  await page.getByRole('textbox', { name: c.contact }).fill('Karimov Aziz');
  await page.getByRole('textbox', { name: c.phone, exact: true }).pressSequentially(PHONES[c.lang]);
  for (const [label, value] of c.facts)
    await page.getByRole('textbox', { name: label }).pressSequentially(value);
  await page.getByRole('button', { name: c.send }).click();
}

for (const c of CASES) {
  test(`a company applies on ${c.path}`, async ({ page }) => {
    await page.goto(c.path);
    await expectLayout(page, 'business', c.lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await apply(page, c);
    const status = page.getByRole('status');
    await expect(status).toContainText(c.sent);
    await expect(status).toContainText(c.number);
    await expect(status).toContainText(c.sms);
  });
}

test('feedback reaches the site and says it arrived', async ({ page }) => {
  await page.goto('/en/leave-feedback');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Aziz');
  await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially('901234567');
  await page.getByRole('textbox', { name: 'Your message' }).fill('Thank you for the quick payment');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status', { name: 'Your message has arrived' })).toContainText(
    /Request number: \d+/,
  );
});

test('DMS partner clinics are filtered by category, region and name in English', async ({ page }) => {
  await page.goto('/en/for-business/dms/clinics');
  await expectLayout(page, 'business', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'DMS partner clinics and pharmacies' }),
  ).toBeVisible();
  await expect(page.getByText('Found: 10')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('VIP');
  await page.getByRole('combobox', { name: 'Region' }).selectOption('1');
  await expect(page.getByText('Found: 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shox Med Center' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('akfa');
  await expect(page.getByText('Found: 1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Akfa Medline' })).toBeVisible();
  // The address in English words, not the register's Uzbek ("Olmazor tumani, Kichik halqa yoʻli").
  await expect(page.getByText('VIP · Tashkent, 5 Small Ring Road, Almazar district')).toBeVisible();
  await page.getByRole('radio', { name: 'Pharmacies' }).check();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
  await expect(page.getByRole('heading', { level: 2, name: 'Oxy Med Apteka' })).toBeVisible();
});
