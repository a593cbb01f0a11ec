import { screen, within } from '@testing-library/react';
import { AboutCompanyPage, BranchesPage, CompanyManagementPage } from './company-pages';
import { renderPage } from './content-test-utils';

describe('company pages', () => {
  it('shows the about page in Russian: its title, lead and sections', async () => {
    await renderPage(AboutCompanyPage, { lang: 'ru', pattern: 'about-company' });

    expect(await screen.findByRole('heading', { level: 1, name: 'О компании Polis' })).toBeInTheDocument();
    expect(screen.getByText(/ташкентская страховая компания/)).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Кто мы', 'Что мы страхуем', 'Как мы работаем', 'Подробнее']);
    expect(screen.getByRole('link', { name: 'Руководство компании' })).toHaveAttribute(
      'href',
      '/ru/company-management',
    );
  });

  it('lists the regional offices in a table with row headers and phone links', async () => {
    await renderPage(BranchesPage, { lang: 'en', pattern: 'branches' });

    const table = await screen.findByRole('table', { name: 'Polis offices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['City', 'Address', 'Phone', 'Hours']);
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('Tashkent (head office)');
    expect(within(table).getByRole('link', { name: '+998 66 233 10 20' })).toHaveAttribute(
      'href',
      'tel:+998662331020',
    );
  });

  it('names the supervisory board and the management board', async () => {
    await renderPage(CompanyManagementPage, { lang: 'en', pattern: 'company-management' });

    const board = await screen.findByRole('table', { name: 'Members of the management board' });
    expect(
      within(board).getByRole('row', { name: /Alisher Karimov Chairman of the management board/ }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Members of the supervisory board' })).toBeInTheDocument();
  });
});
