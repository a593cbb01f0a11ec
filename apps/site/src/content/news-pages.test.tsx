import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render } from '@testing-library/react';
import { TestIntlProvider } from '@polis/i18n/testing';
import { renderPage, siteMessages } from './content-test-utils';
import { NewsArticlePage, NewsListPage } from './news-pages';

describe('news', () => {
  it('lists four dated items, each linking to its article, and opens one', async () => {
    const messages = await siteMessages('ru');
    render(
      <MemoryRouter initialEntries={['/ru/news']}>
        <TestIntlProvider lang="ru" messages={messages}>
          <Routes>
            <Route path="/ru/news" element={<NewsListPage />} />
            <Route path="/ru/news/:slug" element={<NewsArticlePage />} />
          </Routes>
        </TestIntlProvider>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Новости' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles).toHaveLength(4);
    expect(screen.getByText('20.12.2025')).toHaveAttribute('dateTime', '2025-12-20');

    await userEvent.click(screen.getByRole('link', { name: 'Новые тарифы ОСАГО с 1 января 2026 года' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Новые тарифы ОСАГО с 1 января 2026 года' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/192 000 сумов/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все новости' })).toHaveAttribute('href', '/ru/news');
  });

  it('renders an article opened directly by its slug', async () => {
    await renderPage(NewsArticlePage, {
      lang: 'en',
      pattern: 'news/:slug',
      path: '/en/news/new-office-in-nukus',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'New office opens in Nukus' }),
    ).toBeInTheDocument();
    expect(screen.getByText('14.09.2026')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown slug', async () => {
    await renderPage(NewsArticlePage, {
      lang: 'en',
      pattern: 'news/:slug',
      path: '/en/news/no-such-article',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
