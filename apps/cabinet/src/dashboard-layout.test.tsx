import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { combineMessageSources, type Messages } from '@polis/i18n';
import { TestIntlProvider } from '@polis/i18n/testing';
import { uiMessages } from '@polis/ui';
import { shellMessages } from '@polis/shell';
import { missingPages } from '@polis/shell';
import { DashboardLayout } from './dashboard-layout';
import { cabinetMessages } from './cabinet-messages';
import { cabinetPages } from './pages';

let ru: Messages = {};
beforeAll(async () => {
  ru = await combineMessageSources(uiMessages, shellMessages, cabinetMessages)('ru');
});

it('has a page for every route the cabinet owns', () => {
  expect(missingPages({ app: 'cabinet', pages: cabinetPages })).toEqual([]);
});

it('shows the cabinet tabs, marks the current one and hides the hidden ones', () => {
  render(
    <MemoryRouter initialEntries={['/ru/dashboard/policies/1001']}>
      <TestIntlProvider lang="ru" messages={ru}>
        <Routes>
          <Route path="*" element={<DashboardLayout />} />
        </Routes>
      </TestIntlProvider>
    </MemoryRouter>,
  );
  const tabs = within(screen.getByRole('navigation', { name: 'Разделы личного кабинета' }));
  expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual([
    'Мои данные',
    'Мои полисы',
    'Мои заявления',
    'Мои заявки для бизнеса',
    'Люди и машины',
    'Управление данными',
    'Выйти',
  ]);
  expect(tabs.getByRole('link', { name: 'Мои полисы' })).toHaveAttribute('aria-current', 'page');
  expect(tabs.getByRole('link', { name: 'Мои полисы' })).toHaveAttribute('href', '/ru/dashboard/policies');
  // Logout is the login page asked to end the session first (see @polis/account's login screen).
  expect(tabs.getByRole('link', { name: 'Выйти' })).toHaveAttribute('href', '/ru/login?logout');
  expect(tabs.getByRole('link', { name: 'Люди и машины' })).toHaveAttribute('href', '/ru/dashboard/saved');
  expect(tabs.getByRole('link', { name: 'Мои заявки для бизнеса' })).toHaveAttribute(
    'href',
    '/ru/dashboard/business-requests',
  );
});
