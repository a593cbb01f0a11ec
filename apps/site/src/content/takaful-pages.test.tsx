import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TestIntlProvider } from '@polis/i18n/testing';
import { renderPage, siteMessages } from './content-test-utils';
import { TakafulPage, TakafulProductPage } from './takaful-pages';

describe('takaful', () => {
  it('explains takaful and opens a product from its list', async () => {
    const messages = await siteMessages('en');
    render(
      <MemoryRouter initialEntries={['/en/takaful']}>
        <TestIntlProvider lang="en" messages={messages}>
          <Routes>
            <Route path="/en/takaful" element={<TakafulPage />} />
            <Route path="/en/takaful/:_product" element={<TakafulProductPage />} />
          </Routes>
        </TestIntlProvider>
      </MemoryRouter>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Takaful: Islamic insurance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Principles' })).toBeInTheDocument();
    const products = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(products).toEqual(['Family takaful', 'Property takaful', 'Travel takaful']);

    await userEvent.click(screen.getByRole('link', { name: 'Property takaful' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Property takaful' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What is covered' })).toBeInTheDocument();
    expect(screen.getByText('Fire, lightning and gas explosion')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All takaful products' })).toHaveAttribute('href', '/en/takaful');
  });

  it('shows the 404 page for an unknown product', async () => {
    await renderPage(TakafulProductPage, {
      lang: 'ru',
      pattern: 'takaful/:_product',
      path: '/ru/takaful/car',
    });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      (await siteMessages('ru'))['ui.notFound.title'] ?? 'Page Not Found',
    );
    expect(screen.queryByText('Такафул: исламское страхование')).not.toBeInTheDocument();
  });
});
