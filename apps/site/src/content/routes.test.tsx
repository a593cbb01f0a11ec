import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore } from '@polis/api-client';
import { CONTENT_PAGES, LANGS, ROUTES, samplePaths, type Lang } from '@polis/routing';
import { LangContext } from '@polis/i18n';
import { siteMessages } from './content-test-utils';
import { contentPages } from './routes';

const EXTRA_PATTERNS = ['news/:slug', 'mehr-nuri/:ad?', 'insurance-event/Main', 'takaful/:_product', 'soon'];

describe('contentPages', () => {
  it('has a page for every content pattern and nothing else', () => {
    expect(Object.keys(contentPages).sort()).toEqual([...CONTENT_PAGES, ...EXTRA_PATTERNS].sort());
  });

  it('only claims patterns the site owns', () => {
    const site = new Set(ROUTES.filter((r) => r.app === 'site').map((r) => r.path));
    expect(Object.keys(contentPages).filter((pattern) => !site.has(pattern))).toEqual([]);
  });

  const cases = samplePaths(
    ROUTES.filter((r) => r.path in contentPages),
    LANGS,
  ).map(({ lang, route, path }) => [route.path, lang, path] as const);

  // The crawl's sample paths: every page, every language, no message missing from any catalogue.
  it.each(cases)('renders %s in %s (%s) with an h1 and no missing message', async (pattern, lang, path) => {
    const { Component } = await contentPages[pattern]!();
    const missing: string[] = [];
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>
          <LangContext.Provider value={{ lang: lang as Lang, crossOriginCookie: false }}>
            <IntlProvider
              locale={lang}
              messages={await siteMessages(lang)}
              onError={(error) => {
                missing.push(error.message);
              }}
            >
              <Routes>
                <Route path={`/${lang}/${pattern}`} element={<Component />} />
              </Routes>
            </IntlProvider>
          </LangContext.Provider>
        </MemoryRouter>
      </Provider>,
    );

    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/^content\./);
    expect(missing).toEqual([]);
  });
});
