import fc from 'fast-check';
import { readPaymentConfig } from './payment-config';
import { decodePaymePayload, paymeCheckoutUrl, safeReturnUrl, type LinkContext } from './payment-links';

const ctx: LinkContext = {
  origin: 'https://polis.example',
  config: { ...readPaymentConfig({}), returnHosts: ['partner.example'] },
};

describe('payment links', () => {
  it('builds the Payme checkout link of the spec and reads it back, whatever the return URL holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2147483647 }),
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom('uz' as const, 'ru' as const, 'en' as const),
        (contractId, amountUzs, returnUrl, lang) => {
          const url = paymeCheckoutUrl(ctx, { contractId, amountUzs, returnUrl, lang });
          expect(url.startsWith('https://polis.example/sandbox/payme/')).toBe(true);
          const payload = url.slice('https://polis.example/sandbox/payme/'.length);
          expect(decodePaymePayload(payload)).toEqual({
            merchantId: 'polis-sandbox-merchant',
            accountKey: String(contractId),
            amountTiyin: amountUzs * 100,
            returnUrl,
            lang,
          });
        },
      ),
    );
  });

  it('reads the documented example format', () => {
    const payload = Buffer.from(
      'm=587f72c72cac0d162c722ae2;ac.key=42;a=38400000;c=https://polis.example/uz;l=uz',
    ).toString('base64');
    expect(decodePaymePayload(payload)).toEqual({
      merchantId: '587f72c72cac0d162c722ae2',
      accountKey: '42',
      amountTiyin: 38400000,
      returnUrl: 'https://polis.example/uz',
      lang: 'uz',
    });
    expect(decodePaymePayload(Buffer.from('m=x;a=1').toString('base64'))).toBeNull();
    expect(decodePaymePayload(Buffer.from('m=x;ac.key=1;a=-5').toString('base64'))).toBeNull();
  });

  it.each([
    ['/uz/thank-you/1', 'https://polis.example/uz/thank-you/1'],
    ['https://polis.example/ru/payment-complete', 'https://polis.example/ru/payment-complete'],
    ['https://partner.example/back?x=1', 'https://partner.example/back?x=1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/x', null],
    ['https://polis.example.evil.example/', null],
    ['https://user:pass@polis.example/', null],
    ['javascript:alert(1)', null],
    ['ftp://polis.example/', null],
    ['/uz/\nSet-Cookie:x', null],
  ])('return URL %j -> %j', (given, expected) => {
    expect(safeReturnUrl(given, ctx)).toBe(expected);
  });
});
