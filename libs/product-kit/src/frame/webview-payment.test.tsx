import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@polis/api-client/testing';
import { NAME_PRODUCT, NAME_PRODUCT_MESSAGES } from '../test-utils/name-product';
import { HostAppContext } from '@polis/i18n';
import { agreeAndSave, saved, setupProductTests } from '../testing';
import { ProductWizard } from './product-wizard';

// In the native apps' webview a new tab may be blocked: the provider opens in the same view and returns to the
// webview's return page with the save's two ids and the way back to this wizard. The site keeps its new tab.

const PRODUCT = NAME_PRODUCT;
const messages = NAME_PRODUCT_MESSAGES;

const asked: { return_url?: string }[] = [];
const { render, server } = setupProductTests(
  { messages },
  http.post(apiUrl('/test/save'), () => HttpResponse.json(saved(100_000))),
);
beforeEach(() => {
  asked.length = 0;
  server.use(
    http.post(apiUrl('/contract/get-payment'), async ({ request }) => {
      asked.push((await request.json()) as { return_url?: string });
      return HttpResponse.json({
        error: 0,
        result: true,
        message: 'success',
        data: [
          { id: 'payme', name: 'Payme', type: 'link', url: 'http://localhost/sandbox/payme/41' },
          { id: 'click', name: 'Click', type: 'link', url: 'http://localhost/sandbox/click/41' },
        ],
      });
    }),
  );
});

async function toPayment(host: 'site' | 'webview', route: string) {
  const user = userEvent.setup();
  render(
    <HostAppContext.Provider value={host}>
      <ProductWizard product={PRODUCT} />
    </HostAppContext.Provider>,
    route,
  );
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Vali');
  await agreeAndSave(user);
}

it('in the webview the pay links open the provider in the same view, which returns to payment-complete', async () => {
  await toPayment('webview', '/en/mobile/housing/uklon');
  for (const [name, href] of [
    ['Pay with Payme', 'http://localhost/sandbox/payme/41'],
    ['Pay with Click', 'http://localhost/sandbox/click/41'],
  ]) {
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
  }
  expect(asked.map((a) => a.return_url)).toEqual([
    '/en/payment-complete?contract_id=41&order_id=P261123-ABCDEFGHJK&back=mobile%2Fhousing%2Fuklon&item=test&item_name=Test',
  ]);
});

it('on the site the pay links open a new tab and the server picks the return page', async () => {
  await toPayment('site', '/en/housing');
  const link = await screen.findByRole('link', { name: 'Pay with Payme' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(asked).toEqual([{ contract_id: 41, order_id: 'P261123-ABCDEFGHJK' }]);
});
