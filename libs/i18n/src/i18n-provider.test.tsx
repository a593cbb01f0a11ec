import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Lang } from '@polis/routing';
import { I18nProvider } from './i18n-provider';
import { HostAppContext, LocalizedLink, useSwitchLanguage } from './links';
import { combineMessageSources, type Messages } from './messages';

const catalogues: Record<Lang, Messages> = {
  uz: { hello: 'Salom' },
  en: { hello: 'Hello' },
  ru: { hello: 'Привет' },
  'uz-cyrl': { hello: 'Салом' },
};
const Hello = () => <FormattedMessage id="hello" defaultMessage="hello (default)" />;

afterEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  jest.restoreAllMocks();
});

describe('I18nProvider', () => {
  it('loads the page language and sets <html lang>', async () => {
    render(
      <I18nProvider lang="ru" load={async (l) => catalogues[l]}>
        <Hello />
      </I18nProvider>,
    );
    expect(await screen.findByText('Привет')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
  });

  it('logs a failed load and carries on with the default language', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = async (l: Lang) => {
      if (l === 'en') throw new Error('chunk failed');
      return catalogues[l];
    };
    render(
      <I18nProvider lang="en" load={load}>
        <Hello />
      </I18nProvider>,
    );
    expect(await screen.findByText('Salom')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"en"'), expect.any(Error));
  });

  it('shows the default texts when no catalogue loads at all', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider lang="uz" load={() => Promise.reject(new Error('offline'))}>
        <Hello />
      </I18nProvider>,
    );
    expect(await screen.findByText('hello (default)')).toBeInTheDocument();
  });

  it('merges the catalogues of several libraries', async () => {
    const load = combineMessageSources(
      {
        uz: async () => ({ a: 'A-uz' }),
        en: async () => ({ a: 'A-en' }),
        ru: async () => ({ a: 'A-ru' }),
        'uz-cyrl': async () => ({ a: 'A-uz-cyrl' }),
      },
      {
        uz: async () => ({ b: 'B-uz' }),
        en: async () => ({ b: 'B-en' }),
        ru: async () => ({ b: 'B-ru' }),
        'uz-cyrl': async () => ({ b: 'B-uz-cyrl' }),
      },
    );
    await expect(load('en')).resolves.toEqual({ a: 'A-en', b: 'B-en' });
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}
function Switcher() {
  const switchTo = useSwitchLanguage();
  return (
    <button type="button" onClick={() => switchTo('en')}>
      English
    </button>
  );
}

describe('links and switching', () => {
  const renderAt = (path: string, app: 'site' | 'cabinet' | null = null) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <HostAppContext.Provider value={app}>
          <I18nProvider lang="ru" load={async (l) => catalogues[l]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <LocalizedLink to="osago/:ad?" params={{ ad: 'beeline' }}>
                      osago
                    </LocalizedLink>
                    <LocalizedLink to="dashboard">cabinet</LocalizedLink>
                    <Switcher />
                    <Where />
                  </>
                }
              />
            </Routes>
          </I18nProvider>
        </HostAppContext.Provider>
      </MemoryRouter>,
    );

  it('builds links in the page language', async () => {
    renderAt('/ru/catalogue');
    expect(await screen.findByRole('link', { name: 'osago' })).toHaveAttribute('href', '/ru/osago/beeline');
  });

  it('switching language keeps the page and query and writes the cookie', async () => {
    renderAt('/ru/catalogue/auto?x=1');
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/en/catalogue/auto?x=1');
    expect(document.cookie).toContain('i18n_redirected=en');
  });

  it('a link to another host app is a full page load, not a client-side navigation', async () => {
    renderAt('/ru/catalogue', 'site');
    const link = await screen.findByRole('link', { name: 'cabinet' });
    expect(link).toHaveAttribute('href', '/ru/dashboard');
    await act(async () => {
      link.click();
    });
    // jsdom does not navigate documents; the router must not have handled it either.
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/ru/catalogue');
  });
});
