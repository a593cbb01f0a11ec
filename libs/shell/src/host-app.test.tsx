import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { combineMessageSources, i18nMessages } from '@polis/i18n';
import { uiMessages } from '@polis/ui';
import { makeStore } from '@polis/api-client';
import { createHostApp, type PageTable } from './host-app';
import { missingPages, type LazyPage } from './route-tree';
import { shellMessages } from './shell-messages';

function Layout() {
  return (
    <main data-testid="layout">
      <Outlet />
    </main>
  );
}

function OsagoPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>mobile OSAGO</h1>
      <p>{useLocation().pathname}</p>
      <button type="button" onClick={() => navigate('/uz/mobile/osago/beeline')}>
        to Beeline
      </button>
    </>
  );
}

function Boom(): never {
  throw new Error('a page that cannot render');
}

const table = (override: Record<string, LazyPage> = {}): PageTable => {
  const pages: Record<string, LazyPage> = {};
  for (const p of missingPages({ app: 'webview', pages: {} })) {
    pages[p] = async () => ({ Component: () => <h1>{`page ${p}`}</h1> });
  }
  return { ...pages, 'mobile/osago/:ad?': async () => ({ Component: OsagoPage }), ...override };
};

const start = (path: string, pages: PageTable | (() => Promise<PageTable>)) => {
  const store = makeStore();
  const app = createHostApp(
    {
      app: 'webview',
      layouts: { webview: Layout },
      pages,
      notFound: [{ prefix: '', layout: 'webview' }],
      messages: combineMessageSources(i18nMessages, uiMessages, shellMessages),
      version: 'test',
    },
    { initialEntries: [path], store },
  );
  render(app.element);
  return store;
};

beforeEach(() => {
  jest.spyOn(global, 'fetch').mockRejectedValue(new Error('offline'));
});
afterEach(() => jest.restoreAllMocks());

describe('createHostApp', () => {
  it('loads the page table on demand, renders the page in its layout and keeps the channel per navigation', async () => {
    let loaded = 0;
    const store = start('/ru/mobile/osago/click', async () => {
      loaded += 1;
      return table();
    });
    expect(store.getState().channel).toEqual({ key: 'click', language: 'ru' });
    expect(await screen.findByRole('heading', { name: 'mobile OSAGO' })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'to Beeline' }));
    await waitFor(() => expect(store.getState().channel).toEqual({ key: 'beeline', language: 'uz' }));
    expect(screen.getByText('/uz/mobile/osago/beeline')).toBeInTheDocument();
    expect(loaded).toBe(1);
  });

  it('shows the error page inside the layout when a page throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    start('/en/mobile/travel', table({ 'mobile/travel': async () => ({ Component: Boom }) }));
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();
  });

  it('shows the 404 page for a path of no route', async () => {
    start('/en/mobile/nothing', table());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();
  });
});
