import { brotliDecompressSync } from 'node:zlib';
import { LANGS, publicPagePaths, samplePaths } from '@polis/routing';
import { serveFakeDist } from '../testing/fake-dist';
import { configuredOrigin, originFor, robotsTxt, sitemapXml } from './seo-files';

const ORIGIN = 'https://polis.example';

/** The `<url>` entries of a sitemap: loc and hreflang -> href. */
function entries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, l, h]) => [l, h],
      ),
    ),
  }));
}

/** RFC 9309 matching of Disallow rules (`*` any run, `$` end), enough to check ours. */
function disallowed(robots: string, path: string): boolean {
  return robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length))
    .some((rule) => {
      const pattern = rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      return new RegExp(`^${pattern}`).test(path);
    });
}

describe('sitemapXml', () => {
  const xml = sitemapXml(ORIGIN);
  const urls = entries(xml);

  it('is a sitemap with the xhtml namespace for alternates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('lists every public page in uz, ru, en and uz-cyrl with absolute URLs', () => {
    expect(urls).toHaveLength(publicPagePaths().length * 4);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of [
      '/uz',
      '/ru',
      '/en',
      '/ru/osago',
      '/en/catalogue',
      '/uz/for-business',
      '/en/news/new-osago-tariffs-2026',
      '/uz-cyrl',
      '/uz-cyrl/osago',
    ]) {
      expect(locs).toContain(`${ORIGIN}${loc}`);
    }
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/polis\.example\/(uz|ru|en|uz-cyrl)(\/|$)/);
  });

  it('gives each URL its four languages (uz-Cyrl the BCP 47 tag) and x-default as hreflang alternates', () => {
    const osago = urls.find((u) => u.loc === `${ORIGIN}/ru/osago`);
    expect(osago?.alternates).toEqual({
      uz: `${ORIGIN}/uz/osago`,
      ru: `${ORIGIN}/ru/osago`,
      en: `${ORIGIN}/en/osago`,
      'uz-Cyrl': `${ORIGIN}/uz-cyrl/osago`,
      'x-default': `${ORIGIN}/uz/osago`,
    });
    expect(urls.find((u) => u.loc === `${ORIGIN}/en`)?.alternates['x-default']).toBe(`${ORIGIN}/uz`);
    for (const url of urls)
      expect(Object.keys(url.alternates).sort()).toEqual(['en', 'ru', 'uz', 'uz-Cyrl', 'x-default']);
  });

  it('keeps out the cabinet, the webview, the sandbox and the API', () => {
    for (const { loc } of urls) {
      expect(loc).not.toMatch(
        /\/(dashboard|login|mobile|payment-complete|webview-thank-you|thank-you|o-renew|api|sandbox)(\/|$)/,
      );
    }
  });

  it('escapes what XML needs escaped', () => {
    expect(sitemapXml('https://a.example', ['/x&y'])).toContain('<loc>https://a.example/uz/x&amp;y</loc>');
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt(ORIGIN);

  it('points to the sitemap', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/polis\.example\/sitemap\.xml$/m);
  });

  it('shuts out the API, sandbox, cabinet, webview and contract pages in every language', () => {
    const closed = [
      '/api/getRegions',
      '/sandbox',
      '/sandbox/payme/x',
      '/_cabinet/assets/a.js',
      '/_webview/x',
    ];
    for (const lang of LANGS) {
      closed.push(
        `/${lang}/dashboard`,
        `/${lang}/dashboard/policies`,
        `/${lang}/login`,
        `/${lang}/mobile/osago`,
      );
      closed.push(`/${lang}/payment-complete`, `/${lang}/webview-thank-you/5`, `/${lang}/thank-you/500001`);
      closed.push(`/${lang}/o-renew/500001`);
    }
    closed.push('/dashboard', '/mobile/osago');
    for (const path of closed)
      expect({ path, disallowed: disallowed(robots, path) }).toEqual({ path, disallowed: true });
    for (const { path, route } of samplePaths()) {
      if (route.app !== 'site')
        expect({ path, disallowed: disallowed(robots, path) }).toEqual({ path, disallowed: true });
    }
  });

  it('lets every public page be crawled (mobile-app is not shut out with mobile)', () => {
    for (const lang of LANGS) {
      for (const path of publicPagePaths()) {
        const url = `/${lang}${path}`;
        expect({ url, disallowed: disallowed(robots, url) }).toEqual({ url, disallowed: false });
      }
    }
    expect(disallowed(robots, '/_site/assets/index.js')).toBe(false);
  });
});

describe('the origin of the files', () => {
  it('is POLIS_PUBLIC_ORIGIN when set, else the request protocol and Host', () => {
    expect(configuredOrigin({ POLIS_PUBLIC_ORIGIN: 'https://polis.uz/' })).toBe('https://polis.uz');
    expect(configuredOrigin({ POLIS_PUBLIC_ORIGIN: 'ftp://x' })).toBeNull();
    expect(configuredOrigin({})).toBeNull();
    expect(originFor('https://polis.uz', { protocol: 'http', host: 'evil.example' })).toBe(
      'https://polis.uz',
    );
    expect(originFor(null, { protocol: 'http', host: 'Localhost:3000' })).toBe('http://localhost:3000');
    expect(originFor(null, { protocol: 'http', host: 'a"><script>' })).toBeNull();
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  const served = serveFakeDist();

  it('serves the sitemap on the Host the request came to, compressed when accepted', async () => {
    const res = await served.app.inject({
      url: '/sitemap.xml',
      headers: { host: 'shop.example:8080', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    const xml = brotliDecompressSync(res.rawPayload).toString();
    expect(entries(xml).map((u) => u.loc)).toContain('http://shop.example:8080/ru/osago');
  });

  it('serves robots.txt as text pointing to the sitemap', async () => {
    const res = await served.app.inject({ url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /uz/dashboard/');
  });

  it('refuses a Host that is not a host name', async () => {
    const res = await served.app.inject({ url: '/sitemap.xml', headers: { host: 'x"><a' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('with POLIS_PUBLIC_ORIGIN', () => {
  const served = serveFakeDist({ env: { POLIS_PUBLIC_ORIGIN: 'https://polis.uz' } });

  it('writes that origin whatever the Host header says', async () => {
    const res = await served.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.body).toContain('<loc>https://polis.uz/uz/osago</loc>');
    expect(res.body).not.toContain('evil.example');
    const robots = await served.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://polis.uz/sitemap.xml');
  });
});
