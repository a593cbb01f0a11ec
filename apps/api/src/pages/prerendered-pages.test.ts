import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { buildServer } from '../server';
import { serveFakeDist } from '../testing/fake-dist';
import { NOT_FOUND_SEGMENT, ORIGIN_TOKEN, PRERENDERED_DIR, prerenderedFile } from './app-sources';

/** Issue 15 item 2, the server's part: a prerendered public page is served for its path, else the shell. */
const served = serveFakeDist();
const dist = { dir: served.dir };
const page = (route: string) =>
  `<!doctype html><title>prerendered ${route}</title><div id="root"><h1>${route}</h1></div>`;
function plant(route: string, html = page(route), app = 'site') {
  const dir = path.join(dist.dir, app, PRERENDERED_DIR, ...route.split('/').filter(Boolean));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
}
plant('/ru/osago', page('/ru/osago') + 'x'.repeat(2000));
plant(
  '/uz',
  `<!doctype html><head><link rel="canonical" href="${ORIGIN_TOKEN}/uz"/>` +
    `<link rel="alternate" hrefLang="ru" href="${ORIGIN_TOKEN}/ru"/></head><div id="root"><h1>/uz</h1></div>`,
);
plant('/en/insurance-event/Main');
// The 404 pages of the default and the business layout in Russian (none in the other languages).
const notFound = (at: string) =>
  `<!doctype html><head><link rel="canonical" href="${ORIGIN_TOKEN}${at}"/></head>` +
  `<div id="root"><h1>404</h1><p>There is no page at <code>${at}</code></p></div>`;
mkdirSync(path.join(dist.dir, 'site', PRERENDERED_DIR, 'ru', 'for-business'), { recursive: true });
writeFileSync(
  path.join(dist.dir, 'site', PRERENDERED_DIR, 'ru', '404.html'),
  notFound(`/ru/${NOT_FOUND_SEGMENT}`),
);
writeFileSync(
  path.join(dist.dir, 'site', PRERENDERED_DIR, 'ru', 'for-business', '404.html'),
  notFound(`/ru/for-business/${NOT_FOUND_SEGMENT}`).replace('<h1>404</h1>', '<h1>404 business</h1>'),
);
// The other apps' prerendered pages (issue 28): a webview wizard and the cabinet's login page.
plant('/ru/mobile/kids', page('/ru/mobile/kids'), 'webview');
plant('/en/login', page('/en/login'), 'cabinet');
// Files that must never be served: another app's page, not a known route.
plant('/uz/dashboard');
plant('/uz/mobile/kids');
plant('/uz/osago', page('/uz/osago'), 'webview');
plant('/ru/no-such-page');
plant('/uz/no-such-page');

const appOf = (body: string) => /data-app="(\w+)"/.exec(body)?.[1];

describe('prerendered pages', () => {
  it.each(['/ru/osago', '/uz', '/uz/', '/en/insurance-event/Main', '/ru/mobile/kids', '/en/login'])(
    'serves the prerendered file of %s',
    async (url) => {
      const res = await served.app.inject({ url: `${url}?utm_source=sms` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<h1>${url.replace(/\/$/, '')}</h1>`);
    },
  );

  it('writes the origin it is served under into the canonical and hreflang links', async () => {
    const res = await served.app.inject({ url: '/uz', headers: { host: 'polis.example.uz' } });
    expect(res.body).toContain('<link rel="canonical" href="http://polis.example.uz/uz"/>');
    expect(res.body).toContain('hrefLang="ru" href="http://polis.example.uz/ru"');
    expect(res.body).not.toContain(ORIGIN_TOKEN);
  });

  it('writes the configured public origin whatever the Host header says', async () => {
    process.env.POLIS_PUBLIC_ORIGIN = 'https://polis.uz';
    const configured = await buildServer({ distDir: dist.dir, logger: false });
    delete process.env.POLIS_PUBLIC_ORIGIN;
    try {
      const res = await configured.inject({ url: '/uz', headers: { host: 'evil.example' } });
      expect(res.body).toContain('<link rel="canonical" href="https://polis.uz/uz"/>');
    } finally {
      await configured.close();
    }
  });

  it('sends it compressed to a browser that accepts it', async () => {
    const res = await served.app.inject({ url: '/ru/osago', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>/ru/osago</h1>');
  });

  it.each([
    ['a page the build did not prerender', '/en/osago', 200, 'site'],
    ['an advertising variant', '/ru/osago/beeline', 200, 'site'],
    ['a cabinet page, even with a site file', '/uz/dashboard', 200, 'cabinet'],
    ['a webview page, even with a site file', '/uz/mobile/kids', 200, 'webview'],
    ['a site page, even with a webview file', '/uz/osago', 200, 'site'],
    ['an unknown path, even with a file, in a language without a 404 file', '/uz/no-such-page', 404, 'site'],
  ])('falls back to the shell for %s', async (_what, url, status, hostApp) => {
    const res = await served.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toContain('prerendered');
    expect(appOf(res.body)).toBe(hostApp);
  });
});

describe('prerenderedFile', () => {
  const root = path.join('/dist', 'site', PRERENDERED_DIR);
  it('maps a page path to its index.html', () => {
    expect(prerenderedFile('/dist', '/ru/osago')).toBe(path.join(root, 'ru', 'osago', 'index.html'));
    expect(prerenderedFile('/dist', '/uz/')).toBe(path.join(root, 'uz', 'index.html'));
    expect(prerenderedFile('/dist', '/uz/mobile/kids', 'webview')).toBe(
      path.join('/dist', 'webview', PRERENDERED_DIR, 'uz', 'mobile', 'kids', 'index.html'),
    );
  });
  it.each(['/', '', '/uz/../../etc', '/uz/%2e%2e/x', '/uz/a.b', '/uz/a\\b', '/uz/%2F'])('refuses %j', (p) => {
    expect(prerenderedFile('/dist', p)).toBeNull();
  });
});

describe('the prerendered 404 page', () => {
  it('is sent with status 404 and the path asked for written in, escaped', async () => {
    const res = await served.app.inject({
      url: '/ru/no/such-page"<b>?x=1',
      headers: { host: 'polis.example.uz' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>404</h1>');
    expect(res.body).toContain('<code>/ru/no/such-page%22%3Cb%3E</code>');
    expect(res.body).toContain('href="http://polis.example.uz/ru/no/such-page%22%3Cb%3E"');
    expect(res.body).not.toContain(NOT_FOUND_SEGMENT);
  });

  it('writes the raw characters of a path escaped', async () => {
    const res = await served.app.inject({ url: "/ru/a'b&c" });
    expect(res.body).toContain('<code>/ru/a&#39;b&amp;c</code>');
  });

  it('comes in the business layout under for-business', async () => {
    const res = await served.app.inject({ url: '/ru/for-business/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>404 business</h1>');
    expect(res.body).toContain('<code>/ru/for-business/nothing-here</code>');
  });

  it('is not sent for the cabinet or the webview', async () => {
    const res = await served.app.inject({ url: '/ru/dashboard/nothing' });
    expect(res.statusCode).toBe(404);
    expect(appOf(res.body)).toBe('cabinet');
  });
});
