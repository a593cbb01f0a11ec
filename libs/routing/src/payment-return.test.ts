import { paymentReturnHref, paymentStepHref, returnItemOf } from './payment-return';

it('the return URL carries the two ids and the wizard to come back to', () => {
  expect(
    paymentReturnHref('ru', { contractId: 12, orderId: 'P261122-ABCDEFGHJK', back: 'mobile/housing' }),
  ).toBe('/ru/payment-complete?contract_id=12&order_id=P261122-ABCDEFGHJK&back=mobile%2Fhousing');
  expect(
    paymentReturnHref('uz', { contractId: 7, orderId: 'P1-AB', back: '/mobile/kasko/uklon/' }, 'click'),
  ).toBe('/uz/click?contract_id=7&order_id=P1-AB&back=mobile%2Fkasko%2Fuklon');
});

it('a path that is no webview wizard is left out of the return URL', () => {
  expect(paymentReturnHref('en', { contractId: 7, orderId: 'P1-AB', back: 'housing' })).toBe(
    '/en/payment-complete?contract_id=7&order_id=P1-AB',
  );
});

it.each([
  ['mobile/housing', '/en/mobile/housing?step=payment'],
  ['mobile/kasko/uklon', '/en/mobile/kasko/uklon?step=payment'],
])('back=%s leads to %s', (back, path) => {
  expect(paymentStepHref('en', back)).toBe(path);
});

it.each([
  [null],
  [''],
  ['housing'],
  ['mobile/unknown-product'],
  ['mobile/kasko/not-a-channel'],
  ['//evil.example/mobile/kasko'],
  ['mobile/kasko?step=x'],
  ['dashboard'],
  ['https://evil.example'],
])('back=%s leads nowhere', (back) => {
  expect(paymentStepHref('ru', back)).toBeNull();
});

it('names the product for the purchase the return page reports, and reads back only a plain key and name', () => {
  const href = paymentReturnHref('en', {
    contractId: 12,
    orderId: 'P261122-ABCDEFGHJK',
    item: { id: 'quick-kasko', name: 'Quick KASKO' },
  });
  expect(href).toBe(
    '/en/payment-complete?contract_id=12&order_id=P261122-ABCDEFGHJK&item=quick-kasko&item_name=Quick+KASKO',
  );
  expect(returnItemOf(new URL(href, 'http://x').searchParams)).toEqual({
    id: 'quick-kasko',
    name: 'Quick KASKO',
  });
  expect(returnItemOf(new URLSearchParams('item=<script>&item_name=x'))).toBeNull();
  expect(returnItemOf(new URLSearchParams('item=kids'))).toBeNull();
  expect(
    paymentReturnHref('en', { contractId: 1, orderId: 'P1', item: { id: 'kids', name: '<b>x</b>' } }),
  ).not.toContain('item');
});
