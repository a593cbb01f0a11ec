import { browserLang, langCookie, parseAcceptLanguage, readCookie, resolveLang } from './lang-resolution';

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
