import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore } from '@polis/api-client';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { TestIntlProvider } from '@polis/i18n/testing';
import { renderPage, siteMessages } from './content-test-utils';
import { TakafulPage, TakafulProductPage } from './takaful-pages';

const requests: unknown[] = [];
setupApiServer(
  http.post(apiUrl('/site-requests'), async ({ request }) => {
    requests.push(await request.json());
    return HttpResponse.json({ error: 0, result: true, message: 'success', id: 12, kind: 'takaful' });
  }),
);
beforeEach(() => configureTestApiClient());

describe('takaful', () => {
  it('explains takaful and opens a product from its list', async () => {
    const messages = await siteMessages('en');
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/en/takaful']}>
          <TestIntlProvider lang="en" messages={messages}>
            <Routes>
              <Route path="/en/takaful" element={<TakafulPage />} />
              <Route path="/en/takaful/:_product" element={<TakafulProductPage />} />
            </Routes>
          </TestIntlProvider>
        </MemoryRouter>
      </Provider>,
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

    // The product's application reaches the site's requests and says so.
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Contact person/ }), 'Aziz Karimov');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '901234567');
    await user.type(screen.getByRole('textbox', { name: /Value of the property/ }), '300000000');
    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Application number: 12');
    expect(requests).toEqual([
      {
        kind: 'takaful',
        product: 'property',
        full_name: 'Aziz Karimov',
        phone: '998901234567',
        facts: { property_value: 300_000_000 },
        lang: 'en',
      },
    ]);
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
