import { CHANNEL_KEYS, channelSecretVar, channelSecrets } from './channels';
import { readServerEnv, readTrustProxy } from './env';
import { SANDBOX_DEFAULTS } from './sandbox-defaults';
import { productionSecretProblems } from './production-secrets';
import { buildServer } from './server';
import { HSTS } from './security-headers';

/** Every secret and setting production needs, set to real-looking values. */
function productionEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    PAYME_KEY: 'live-payme-key',
    CLICK_SECRET_KEY: 'live-click-secret',
    POLICY_TOKEN_SECRET: 'a-long-random-policy-token-secret',
    PAYME_MERCHANT_ID: 'live-merchant',
    PAYME_CHECKOUT_URL: 'https://checkout.paycom.uz',
    CLICK_SERVICE_ID: '31001',
    CLICK_MERCHANT_ID: '41001',
    CLICK_PAY_URL: 'https://my.click.uz/services/pay',
    POLIS_PUBLIC_ORIGIN: 'https://polis.uz',
  };
  for (const key of CHANNEL_KEYS) env[channelSecretVar(key)] = `live-${key}-secret`;
  return env;
}

describe('production start (issue 14 item 10)', () => {
  it('passes a complete production environment', () => {
    expect(productionSecretProblems(productionEnv())).toEqual([]);
  });

  it('lists every missing or sandbox secret at once', () => {
    const env = productionEnv();
    delete env[channelSecretVar('site')];
    env[channelSecretVar('meta-ru')] = 'meta-ru-sandbox';
    env.PAYME_KEY = SANDBOX_DEFAULTS.PAYME_KEY;
    delete env.CLICK_SECRET_KEY;
    env.POLICY_TOKEN_SECRET = 'short';
    delete env.POLIS_PUBLIC_ORIGIN;
    expect(productionSecretProblems(env)).toEqual([
      'POLIS_CHANNEL_SECRET_SITE is not set',
      'POLIS_CHANNEL_SECRET_META_RU is the sandbox default',
      'PAYME_KEY is the sandbox default',
      'CLICK_SECRET_KEY is not set',
      'POLICY_TOKEN_SECRET is shorter than 16 characters',
      'POLIS_PUBLIC_ORIGIN is not set',
    ]);
  });

  it('refuses the bare NODE_ENV=production start with one message naming them all', () => {
    const start = () => readServerEnv({ NODE_ENV: 'production' }, '/dist');
    expect(start).toThrow(/Refusing to start in production/);
    let message = '';
    try {
      start();
    } catch (error) {
      message = String(error);
    }
    for (const name of [
      ...CHANNEL_KEYS.map(channelSecretVar),
      'PAYME_KEY',
      'CLICK_SECRET_KEY',
      'POLICY_TOKEN_SECRET',
      'PAYME_MERCHANT_ID',
      'POLIS_PUBLIC_ORIGIN',
    ]) {
      expect(message).toContain(`${name} is not set`);
    }
    expect(readServerEnv(productionEnv(), '/dist').channelSecrets.get('site')).toBe('live-site-secret');
  });

  it('leaves development, tests and the explicit demo (POLIS_SANDBOX=1) on the sandbox defaults', () => {
    expect(productionSecretProblems({})).toEqual([]);
    expect(productionSecretProblems({ NODE_ENV: 'test' })).toEqual([]);
    expect(productionSecretProblems({ NODE_ENV: 'production', POLIS_SANDBOX: '1' })).toEqual([]);
  });
});

describe('TRUST_PROXY and HSTS', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.1, 10.0.0.0/8', '10.0.0.1,10.0.0.0/8'],
    ['::1', '::1'],
  ])('reads %p as %p', (value, trust) => {
    expect(readTrustProxy(value)).toEqual(trust);
  });

  it('refuses anything else', () => {
    expect(() => readTrustProxy('yes')).toThrow(/TRUST_PROXY/);
  });

  async function server(trustProxy?: boolean | number | string) {
    return buildServer({
      distDir: '/nonexistent',
      logger: false,
      channelSecrets: channelSecrets({}),
      version: 'test',
      trustProxy,
    });
  }

  it('sends HSTS over https only, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const untrusting = await server();
    const trusting = await server(true);
    const byAddress = await server('10.0.0.1');
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const hsts = async (app: typeof untrusting, headers: Record<string, string>, remoteAddress?: string) =>
        (await app.inject({ url: '/api/health', headers, remoteAddress })).headers[
          'strict-transport-security'
        ];
      expect(await hsts(untrusting, https)).toBeUndefined();
      expect(await hsts(trusting, {})).toBeUndefined();
      expect(await hsts(trusting, https)).toBe(HSTS);
      expect(HSTS).toBe('max-age=31536000; includeSubDomains');
      expect(await hsts(byAddress, https, '10.0.0.1')).toBe(HSTS);
      expect(await hsts(byAddress, https, '203.0.113.9')).toBeUndefined();
      // Pages too, not only the API.
      expect(
        (await trusting.inject({ url: '/uz', headers: https })).headers['strict-transport-security'],
      ).toBe(HSTS);
    } finally {
      await Promise.all([untrusting.close(), trusting.close(), byAddress.close()]);
    }
  });
});
