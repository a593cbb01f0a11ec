import { expect, test, type APIRequestContext } from '@playwright/test';
import { basic } from './support';

// The reference API's payment platform through the one origin: a saved contract is paid on the sandbox
// Payme and Click pages (which drive the merchant endpoints as the providers would), the check call then
// says paid, and the policy PDF downloads. Product wizards will create the contracts; here the sandbox does.
async function newContract(request: APIRequestContext, amount: number) {
  const response = await request.post('/sandbox/api/contracts', {
    data: { product: 'osago', amount_uzs: amount, phone: '998901234567' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    contract_id: number;
    order_id: string;
    payme_url: string;
    click_url: string;
  };
}

async function check(request: APIRequestContext, contract: { contract_id: number; order_id: string }) {
  const response = await request.post('/api/sayt/contract/check', {
    headers: { authorization: basic('site') },
    data: { contract_id: contract.contract_id, order_id: contract.order_id },
  });
  return response.json();
}

test('a contract paid on the Payme sandbox page is issued with a PDF policy', async ({ page, request }) => {
  const contract = await newContract(request, 384_000);
  expect(await check(request, contract)).toMatchObject({
    error: 1,
    check: false,
    message: 'payment_not_made',
  });

  await page.goto(new URL(contract.payme_url).pathname);
  await expect(page.getByText('384 000')).toBeVisible();
  await page.getByRole('button', { name: 'Toʻlash' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/uz/thank-you/${contract.contract_id}\\?order_id=${contract.order_id}`),
  );

  const paid = await check(request, contract);
  expect(paid).toMatchObject({ error: false, check: true, polis_seria: 'EIOO' });
  const pdf = await request.get(new URL(paid.url).pathname + new URL(paid.url).search);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a contract paid on the Click sandbox page in Russian is issued; paying twice charges once', async ({
  page,
  request,
}) => {
  const contract = await newContract(request, 1_250_000);
  const url = new URL(contract.click_url);
  await page.goto(`${url.pathname}${url.search}&lang=ru`);
  await expect(page.getByText('1 250 000')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/thank-you\//);
  const paid = await check(request, contract);
  expect(paid).toMatchObject({ error: false, check: true });

  // Back to the provider page and pay again: the contract is already paid, nothing more is issued.
  await page.goto(`${url.pathname}${url.search}&lang=ru`);
  const again = page.getByRole('button', { name: 'Оплатить' });
  if (await again.isVisible()) await again.click();
  expect(await check(request, contract)).toEqual(paid);
});
