import { appForPath, matchRoute, splitLang } from './match';
import { href, switchLangPath } from './href';
import { ROUTES } from './routes';
import { samplePaths } from './samples';
import { AD_KEYS } from './ad-keys';

describe('matchRoute', () => {
  it('matches every sample path of the route table to its own pattern, in every language', () => {
    for (const { path, route, lang } of samplePaths()) {
      const m = matchRoute(path);
      expect(m).not.toBeNull();
      expect(m?.lang).toBe(lang);
      // optional-segment patterns are also reachable without the segment; the filled one must match itself
      expect(m?.route.app).toBe(route.app);
    }
  });

  it.each([
    ['/uz', 'site', 'default'],
    ['/', 'site', 'default'],
    ['/ru/osago/beeline', 'site', 'default'],
    ['/en/for-business/dms/clinics', 'site', 'business'],
    ['/uz/mobile/osago/click', 'webview', 'webview'],
    ['/uz/payment-complete', 'webview', 'webview'],
    ['/ru/dashboard/policies/ConfirmAutoPayment', 'cabinet', 'dashboard'],
    ['/ru/dashboard/policies/15', 'cabinet', 'dashboard'],
    ['/uz/dashboard/saved', 'cabinet', 'dashboard'],
    ['/ru/dashboard/business-requests', 'cabinet', 'dashboard'],
    ['/en/dashboard/my-data', 'cabinet', 'dashboard'],
    ['/en/login/android', 'cabinet', 'default'],
    ['/uz/o-renew/500001/77', 'site', 'default'],
    ['/uz/osago-uzaytirish', 'site', 'default'],
    ['/ru/prolong/aoh.mjx8k2.Q3xV9pL0aB7cD1eF2gH3iJ4kL5mN6oP_', 'site', 'default'],
    ['/uz/mobile-app', 'site', 'default'],
  ])('%s is served by %s in the %s layout', (path, app, layout) => {
    const m = matchRoute(path);
    expect(m?.route.app).toBe(app);
    expect(m?.route.layout).toBe(layout);
  });

  it('prefers the literal ConfirmAutoPayment route over the id route', () => {
    expect(matchRoute('/uz/dashboard/policies/ConfirmAutoPayment')?.route.path).toBe(
      'dashboard/policies/ConfirmAutoPayment',
    );
  });

  it.each([
    '/uz/osago/unknown-partner',
    '/uz/pets/beeline',
    '/ru/dashboard/policies/abc',
    '/ru/dashboard/policies/0',
    '/en/thank-you/12x',
    '/uz/catalogue/cars',
    '/uz/news/Not_A_Slug',
    '/uz/no-such-page',
    '/uz/o-renew',
    '/uz/o-renew/1/2/3',
    '/uz/prolong',
    '/uz/prolong/not-a-token',
    '/uz/prolong/aoh.mjx8k2.short',
    '/uz/prolong/AOH.mjx8k2.Q3xV9pL0aB7cD1eF2gH3iJ4kL5mN6oP_',
    '/uz/mobile/unknown',
    '/de/osago',
  ])('%s is a 404', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('accepts every known ad key on product pages and mobile routes', () => {
    for (const ad of AD_KEYS) {
      expect(matchRoute(`/uz/kasko/${ad}`)).not.toBeNull();
      expect(matchRoute(`/ru/mobile/kasko/${ad}`)).not.toBeNull();
    }
  });

  it('has no duplicated patterns', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('appForPath', () => {
  it('sends unknown paths to the app that owns their prefix', () => {
    expect(appForPath('/uz/dashboard/nope')).toBe('cabinet');
    expect(appForPath('/uz/mobile/nope')).toBe('webview');
    expect(appForPath('/uz/nope')).toBe('site');
  });
});

describe('splitLang, href and switchLangPath', () => {
  it('splits the language prefix', () => {
    expect(splitLang('/ru/osago/beeline')).toEqual({ lang: 'ru', rest: 'osago/beeline' });
    expect(splitLang('/osago')).toEqual({ lang: null, rest: 'osago' });
  });
  it('builds localised paths and drops empty optional parameters', () => {
    expect(href('ru', 'osago/:ad?', { ad: 'beeline' })).toBe('/ru/osago/beeline');
    expect(href('uz', 'osago/:ad?')).toBe('/uz/osago');
    expect(href('en', '')).toBe('/en');
    expect(() => href('en', 'o-renew/:contract')).toThrow(/contract/);
  });
  it('keeps the page and query when switching language', () => {
    expect(switchLangPath('/ru/osago/beeline', '?step=2', 'uz')).toBe('/uz/osago/beeline?step=2');
    expect(switchLangPath('/', '', 'en')).toBe('/en');
  });
});
