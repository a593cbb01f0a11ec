import { buildServer } from '../server';
import { makeFakeDist, serveFakeDist } from '../testing/fake-dist';

const served = serveFakeDist();

const appOf = (body: string) => /data-app="(\w+)"/.exec(body)?.[1];

describe('pages', () => {
  it.each([
    ['/uz', 'site', 200],
    ['/ru/osago/beeline', 'site', 200],
    ['/en/for-business/dms/clinics', 'site', 200],
    ['/uz/o-renew/500001/77', 'site', 200],
    ['/en/dashboard/policies/1001', 'cabinet', 200],
    ['/ru/login', 'cabinet', 200],
    ['/uz/mobile/osago', 'webview', 200],
    ['/uz/payment-complete', 'webview', 200],
    ['/uz/osago/nobody', 'site', 404],
    ['/uz/no-such-page', 'site', 404],
    ['/uz/dashboard/nope', 'cabinet', 404],
    ['/ru/mobile/nope', 'webview', 404],
  ])('%s is the %s app with status %i', async (url, hostApp, status) => {
    const res = await served.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(appOf(res.body)).toBe(hostApp);
  });

  it('keeps the query string on a page', async () => {
    const res = await served.app.inject({ url: '/uz/osago?utm_source=sms' });
    expect(res.statusCode).toBe(200);
    expect(appOf(res.body)).toBe('site');
  });
});

describe('language redirects', () => {
  it('sends / to the Accept-Language language and remembers it in the cookie', async () => {
    const res = await served.app.inject({
      url: '/',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru');
    expect(res.headers['set-cookie']).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
  });

  it('lets the cookie win over Accept-Language and does not set it again', async () => {
    const res = await served.app.inject({
      url: '/',
      headers: { cookie: 'other=1; i18n_redirected=en', 'accept-language': 'ru' },
    });
    expect(res.headers.location).toBe('/en');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('falls back to Uzbek and ignores an invalid cookie', async () => {
    const res = await served.app.inject({
      url: '/',
      headers: { cookie: 'i18n_redirected=de', 'accept-language': 'de-DE' },
    });
    expect(res.headers.location).toBe('/uz');
    expect(res.headers['set-cookie']).toMatch(/^i18n_redirected=uz;/);
  });

  it('keeps the query string of /', async () => {
    const res = await served.app.inject({ url: '/?utm_source=sms', headers: { 'accept-language': 'en' } });
    expect(res.headers.location).toBe('/en?utm_source=sms');
  });

  it('puts a known path without a language under the resolved language', async () => {
    const res = await served.app.inject({ url: '/osago/beeline?x=1', headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru/osago/beeline?x=1');
  });

  it('does not redirect an unknown path without a language', async () => {
    const res = await served.app.inject({ url: '/nothing-here', headers: { 'accept-language': 'ru' } });
    expect(res.statusCode).toBe(404);
    expect(appOf(res.body)).toBe('site');
  });
});

describe('app files', () => {
  it('serves hashed assets under the app prefix with a long cache', async () => {
    const res = await served.app.inject({ url: '/_webview/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("webview");');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves an app folder index and version.json without caching', async () => {
    const index = await served.app.inject({ url: '/_cabinet/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
    const version = await served.app.inject({ url: '/_site/version.json' });
    expect(version.headers['cache-control']).toBe('no-cache');
  });

  it("answers /version.json with the site's version", async () => {
    const res = await served.app.inject({ url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 'site-1' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('404s a missing asset instead of answering a page', async () => {
    const res = await served.app.inject({ url: '/_site/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it('does not leave the app folder', async () => {
    const res = await served.app.inject({ url: '/_site/../webview/index.html' });
    expect(res.body).not.toContain('data-app="webview"');
  });
});

describe('security headers', () => {
  it.each(['/uz', '/_site/assets/index-AbC123.js', '/api/health'])('are sent with %s', async (url) => {
    const res = await served.app.inject({ url });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
        "connect-src 'self'; font-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; form-action 'self'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });
});

describe('without a build', () => {
  it('answers a page telling to run the build instead of crashing', async () => {
    const empty = makeFakeDist(['site']);
    const partial = await buildServer({ distDir: empty.dir, logger: false });
    const res = await partial.inject({ url: '/uz/dashboard' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npx nx build cabinet');
    expect((await partial.inject({ url: '/uz' })).statusCode).toBe(200);
    expect((await partial.inject({ url: '/_cabinet/assets/index-AbC123.js' })).statusCode).toBe(404);
    await partial.close();
    empty.remove();
  });
});
