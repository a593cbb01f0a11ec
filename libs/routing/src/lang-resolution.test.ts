import { browserLang, langCookie, parseAcceptLanguage, readCookie, resolveLang } from './lang-resolution';
import { LANGS, LANG_TAGS } from './langs';
import { switchLangPath } from './href';
import { splitLang } from './match';

describe('resolveLang', () => {
  it('takes the route prefix first', () => {
    expect(resolveLang({ prefix: 'en', cookie: 'i18n_redirected=ru', browser: ['uz'] })).toBe('en');
  });
  it('then the cookie', () => {
    expect(resolveLang({ prefix: null, cookie: 'a=1; i18n_redirected=ru', browser: ['en'] })).toBe('ru');
  });
  it('then the browser languages, skipping unsupported ones', () => {
    expect(resolveLang({ cookie: 'i18n_redirected=de', browser: ['de-DE', 'ru-RU', 'en'] })).toBe('ru');
  });
  it('then the default, Uzbek', () => {
    expect(resolveLang({ prefix: 'xx', cookie: '', browser: ['fr'] })).toBe('uz');
    expect(resolveLang({})).toBe('uz');
  });
});

describe('language cookie', () => {
  it('lasts 365 days on path / with SameSite=Lax, not Secure by default', () => {
    const c = langCookie('ru');
    expect(c).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(c).not.toMatch(/Secure/);
  });
  it('is Secure only when configured for cross-origin use', () => {
    expect(langCookie('uz', { crossOrigin: true })).toMatch(/; Secure$/);
  });
  it('is read back from a cookie header', () => {
    expect(readCookie('x=1; i18n_redirected=en; y=2', 'i18n_redirected')).toBe('en');
    expect(readCookie('', 'i18n_redirected')).toBeNull();
  });
});

describe('Accept-Language', () => {
  it('orders by quality and keeps order among equals', () => {
    expect(parseAcceptLanguage('en;q=0.5, ru-RU, uz;q=0.9')).toEqual(['ru-RU', 'uz', 'en']);
    expect(browserLang(parseAcceptLanguage('fr-FR,ru;q=0.8'))).toBe('ru');
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('Uzbek in Cyrillic script', () => {
  it('is a language of its own, with its prefix, cookie value and BCP 47 tag', () => {
    expect(LANGS).toEqual(['uz', 'en', 'ru', 'uz-cyrl']);
    expect(LANG_TAGS['uz-cyrl']).toBe('uz-Cyrl');
    expect(resolveLang({ prefix: 'uz-cyrl', cookie: 'i18n_redirected=ru' })).toBe('uz-cyrl');
    expect(langCookie('uz-cyrl')).toBe('i18n_redirected=uz-cyrl; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(resolveLang({ cookie: 'i18n_redirected=uz-cyrl', browser: ['ru'] })).toBe('uz-cyrl');
  });
  it('is what a browser asking for uz-Cyrl gets; plain uz stays Latin', () => {
    expect(browserLang(parseAcceptLanguage('uz-Cyrl-UZ,ru;q=0.8'))).toBe('uz-cyrl');
    expect(browserLang(['uz-UZ'])).toBe('uz');
    expect(browserLang(['uz-Latn'])).toBe('uz');
  });
  it('switches a page between the scripts, leaving the path and the query', () => {
    expect(switchLangPath('/uz/osago', '?step=owner', 'uz-cyrl')).toBe('/uz-cyrl/osago?step=owner');
    expect(switchLangPath('/uz-cyrl/osago', '?step=owner', 'uz')).toBe('/uz/osago?step=owner');
    expect(splitLang('/uz-cyrl/travel')).toEqual({ lang: 'uz-cyrl', rest: 'travel' });
  });
});
