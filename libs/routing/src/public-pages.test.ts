import { CATALOGUE_FILTERS } from './params';
import { privatePathHeads, publicPagePaths } from './public-pages';
import { PRODUCT_PAGES, ROUTES, type RouteDef } from './routes';
import { matchRoute } from './match';

describe('publicPagePaths', () => {
  const paths = publicPagePaths();

  it('lists the home, catalogue with every filter, product, content, news, takaful and business pages', () => {
    expect(paths[0]).toBe('');
    for (const p of ['/catalogue', '/osago', '/pets', '/kindness', '/news', '/news/new-osago-tariffs-2026']) {
      expect(paths).toContain(p);
    }
    for (const f of CATALOGUE_FILTERS) expect(paths).toContain(`/catalogue/${f}`);
    for (const p of PRODUCT_PAGES) expect(paths).toContain(`/${p}`);
    expect(paths).toEqual(
      expect.arrayContaining(['/takaful/family', '/for-business', '/for-business/dms/clinics']),
    );
    expect(paths).toContain('/insurance-event/Main');
  });

  it('lists each page once, and every one is a known route of the site', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) {
      const match = matchRoute(`/uz${p}`);
      expect({ p, app: match?.route.app }).toEqual({ p, app: 'site' });
    }
  });

  it("leaves out the cabinet, the webview, advertising variants and a buyer's own pages", () => {
    const heads = new Set(paths.map((p) => p.split('/')[1]));
    for (const head of [
      'dashboard',
      'login',
      'mobile',
      'payment-complete',
      'thank-you',
      'o-renew',
      'prolong',
      'soon',
    ]) {
      expect(heads).not.toContain(head);
    }
    expect(paths).not.toContain('/osago/beeline');
    expect(paths.filter((p) => p.startsWith('/osago'))).toEqual(['/osago', '/osago-limited']);
  });

  it('refuses a public route with a parameter nobody listed values for', () => {
    const route: RouteDef = { path: 'offers/:offerId', app: 'site', layout: 'default' };
    expect(() => publicPagePaths([...ROUTES, route])).toThrow(/:offerId/);
  });
});

describe('privatePathHeads', () => {
  it('names the cabinet, webview and contract pages', () => {
    expect(privatePathHeads()).toEqual(
      expect.arrayContaining([
        'login',
        'dashboard',
        'mobile',
        'webview-thank-you',
        'payment-complete',
        'thank-you',
        'o-renew',
        'prolong',
      ]),
    );
    expect(privatePathHeads()).not.toContain('');
    expect(privatePathHeads()).not.toContain('osago');
  });
});
