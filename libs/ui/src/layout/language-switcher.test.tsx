import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { LanguageSwitcher } from './language-switcher';

function clearCookies() {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
}

beforeEach(clearCookies);

describe('LanguageSwitcher', () => {
  it('offers the three languages by their own names, the current one marked', () => {
    renderUi(<LanguageSwitcher />, { lang: 'ru', route: '/ru/osago/beeline?step=2' });
    const nav = screen.getByRole('navigation', { name: 'Язык' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['O‘zbekchaUZ', 'EnglishEN', 'РусскийRU']);
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'O‘zbekcha' })).toHaveAttribute(
      'href',
      '/uz/osago/beeline?step=2',
    );
    expect(screen.getByRole('link', { name: 'O‘zbekcha' })).toHaveAttribute('lang', 'uz');
  });

  it('keeps the page and query, and remembers the choice in the cookie', async () => {
    renderUi(<LanguageSwitcher />, { lang: 'ru', route: '/ru/osago/beeline?step=2' });
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/osago/beeline?step=2');
    expect(document.cookie).toContain('i18n_redirected=en');
  });

  it('does nothing for the current language', async () => {
    renderUi(<LanguageSwitcher />, { lang: 'uz', route: '/uz/travel' });
    await userEvent.click(screen.getByRole('link', { name: 'O‘zbekcha' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/uz/travel');
    expect(document.cookie).not.toContain('i18n_redirected');
  });
});
