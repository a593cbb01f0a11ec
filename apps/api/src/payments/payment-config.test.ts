import { readPaymentConfig } from './payment-config';
import { SANDBOX_DEFAULTS } from '../sandbox-defaults';

const PRODUCTION = {
  NODE_ENV: 'production',
  PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
  PAYME_KEY: 'live-key',
  PAYME_CHECKOUT_URL: 'https://checkout.paycom.uz',
  CLICK_SERVICE_ID: '12345',
  CLICK_MERCHANT_ID: '67890',
  CLICK_SECRET_KEY: 'live-secret',
  CLICK_PAY_URL: 'https://my.click.uz/services/pay',
  POLICY_TOKEN_SECRET: 'live-token-secret',
  POLIS_PUBLIC_ORIGIN: 'https://polis.uz',
};

describe('payment configuration', () => {
  it('runs on sandbox defaults outside production, with links to the local sandbox pages', () => {
    const config = readPaymentConfig({});
    expect(config).toMatchObject({
      sandbox: true,
      publicOrigin: null,
      payme: {
        merchantId: SANDBOX_DEFAULTS.PAYME_MERCHANT_ID,
        key: SANDBOX_DEFAULTS.PAYME_KEY,
        checkoutUrl: '/sandbox/payme',
      },
      click: { serviceId: '10001', merchantId: '20001', payUrl: '/sandbox/click/services/pay' },
      returnHosts: [],
    });
  });

  it('accepts a complete production configuration and switches the sandbox off', () => {
    const config = readPaymentConfig({
      ...PRODUCTION,
      PAYMENT_RETURN_HOSTS: 'app.polis.uz, Partner.example:8443',
    });
    expect(config.sandbox).toBe(false);
    expect(config.publicOrigin).toBe('https://polis.uz');
    expect(config.returnHosts).toEqual(['app.polis.uz', 'partner.example:8443']);
    expect(readPaymentConfig({ ...PRODUCTION, POLIS_SANDBOX: '1' }).sandbox).toBe(true);
  });

  it.each(Object.keys(PRODUCTION).filter((name) => name !== 'NODE_ENV'))(
    'stops a production start without %s, naming it',
    (name) => {
      expect(() => readPaymentConfig({ ...PRODUCTION, [name]: '' })).toThrow(name);
    },
  );

  it.each([
    [
      'a sandbox path as the production checkout',
      { PAYME_CHECKOUT_URL: '/sandbox/payme' },
      'PAYME_CHECKOUT_URL',
    ],
    ['plain http in production', { CLICK_PAY_URL: 'http://my.click.uz/services/pay' }, 'CLICK_PAY_URL'],
    ['a merchant id that breaks the checkout payload', { PAYME_MERCHANT_ID: 'a;b' }, 'PAYME_MERCHANT_ID'],
    ['a non-numeric Click service id', { CLICK_SERVICE_ID: 'svc' }, 'CLICK_SERVICE_ID'],
    ['a return host with a path', { PAYMENT_RETURN_HOSTS: 'evil.example/x' }, 'PAYMENT_RETURN_HOSTS'],
  ])('refuses %s', (_what, change, name) => {
    expect(() => readPaymentConfig({ ...PRODUCTION, ...change })).toThrow(name);
  });
});
