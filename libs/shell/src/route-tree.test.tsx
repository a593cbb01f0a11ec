import { render, screen } from '@testing-library/react';
import { matchRoutes, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { samplePaths, splitLang } from '@polis/routing';
import { TestIntlProvider } from '@polis/i18n/testing';
import { uiMessages } from '@polis/ui';
import type { Messages } from '@polis/i18n';
import { buildRoutes, missingPages, routesOfLang, type LazyPage } from './route-tree';

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

const page =
  (text: string): LazyPage =>
  async () => ({ Component: () => <h1>{text}</h1> });

let en: Messages = {};
beforeAll(async () => {
  en = await uiMessages.en();
});

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const renderAt = (path: string, pages: Record<string, LazyPage>) => {
  const routes = buildRoutes({
    app: 'webview',
    layouts: { webview: Layout },
    pages,
    notFound: [{ prefix: '', layout: 'webview' }],
  });
  return render(
    <TestIntlProvider lang="en" messages={en}>
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </TestIntlProvider>,
  );
};

const allWebviewPages = (override: Record<string, LazyPage> = {}) => {
  const pages: Record<string, LazyPage> = {};
  for (const p of missingPages({ app: 'webview', pages: {} })) pages[p] = page(`page ${p}`);
  return { ...pages, ...override };
};

describe('buildRoutes', () => {
  it('refuses an app that has no page for one of its routes', () => {
    expect(() =>
      buildRoutes({ app: 'webview', layouts: { webview: Layout }, pages: {}, notFound: [] }),
    ).toThrow(/no page for/);
  });

  it('renders the page of a matching route inside its layout', async () => {
    renderAt('/ru/mobile/osago/beeline', allWebviewPages());
    expect(await screen.findByRole('heading', { name: 'page mobile/osago/:ad?' })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();
  });

  it('shows the 404 page inside the layout when a parameter fails its rule', async () => {
    renderAt('/uz/mobile/osago/unknown-partner', allWebviewPages());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path under a language', async () => {
    renderAt('/en/mobile/nothing', allWebviewPages());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the error page with a retry when a page fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(
      '/en/payment-complete',
      allWebviewPages({ 'payment-complete': () => Promise.reject(new Error('boom')) }),
    );
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});

describe('routesOfLang', () => {
  it('matches every path under a language as the whole route tree does, its 404s too', () => {
    const pages: Record<string, LazyPage> = {};
    for (const p of missingPages({ app: 'site', pages: {} })) pages[p] = page(p);
    const routes = buildRoutes({
      app: 'site',
      layouts: { default: Layout, business: Layout },
      pages,
      notFound: [
        { prefix: '', layout: 'default' },
        { prefix: 'for-business', layout: 'business' },
      ],
    });
    const paths = [
      ...samplePaths().map((sample) => sample.path),
      '/uz',
      '/uz-cyrl/kasko',
      '/ru/no/such-page',
      '/en/for-business/nothing-here',
    ];
    const patterns = (found: ReturnType<typeof matchRoutes>) => found?.map((m) => m.route.path ?? '(layout)');
    for (const path of paths) {
      const lang = splitLang(path).lang;
      if (!lang) continue;
      expect([path, patterns(matchRoutes(routesOfLang(routes, lang), path))]).toEqual([
        path,
        patterns(matchRoutes(routes, path)),
      ]);
    }
  });
});
