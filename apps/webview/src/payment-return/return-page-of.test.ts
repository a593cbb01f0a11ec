import { returnPageOf } from './return-page-of';

it.each([
  ['/uz/payment-complete', 'payment-complete'],
  ['/ru/click', 'click'],
  ['/en/click-auto', 'click-auto'],
  ['/uz/paynet', 'paynet'],
  ['/ru/davrbank', 'davrbank'],
  ['/uz/webview-thank-you/7', 'payment-complete'],
])('%s is the %s return page', (path, page) => {
  expect(returnPageOf(path)).toBe(page);
});
