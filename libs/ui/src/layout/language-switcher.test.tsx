import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { LanguageSwitcher } from './language-switcher';

function clearCookies() {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
}

beforeEach(clearCookies);

describe('LanguageSwitcher', () => {
  it('offers the four languages by their own names, the current one marked', () => {
    renderUi(<LanguageSwitcher />, { lang: 'ru', route: '/ru/osago/beeline?step=2' });
    const nav = screen.getByRole('navigation', { name: 'Язык' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['O‘zbekchaUZ', 'EnglishEN', 'РусскийRU', 'ЎзбекчаЎЗ']);
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

  it('goes to Uzbek in Cyrillic script and back, keeping the page, and the cookie remembers it', async () => {
    renderUi(<LanguageSwitcher />, { lang: 'uz', route: '/uz/osago?step=2' });
    const cyrillic = screen.getByRole('link', { name: 'Ўзбекча' });
    expect(cyrillic).toHaveAttribute('href', '/uz-cyrl/osago?step=2');
    expect(cyrillic).toHaveAttribute('lang', 'uz-Cyrl');
    expect(cyrillic).toHaveAttribute('hreflang', 'uz-Cyrl');
    await userEvent.click(cyrillic);
    expect(screen.getByTestId('location')).toHaveTextContent('/uz-cyrl/osago?step=2');
    expect(document.cookie).toContain('i18n_redirected=uz-cyrl');
  });

  it('goes back to Latin Uzbek from a Cyrillic page', async () => {
    renderUi(<LanguageSwitcher />, { lang: 'uz-cyrl', route: '/uz-cyrl/osago?step=2' });
    expect(screen.getByRole('link', { name: 'Ўзбекча' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'O‘zbekcha' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/uz/osago?step=2');
    expect(document.cookie).toContain('i18n_redirected=uz');
    expect(document.cookie).not.toContain('uz-cyrl');
  });

  it('does nothing for the current language', async () => {
    renderUi(<LanguageSwitcher />, { lang: 'uz', route: '/uz/travel' });
    await userEvent.click(screen.getByRole('link', { name: 'O‘zbekcha' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/uz/travel');
    expect(document.cookie).not.toContain('i18n_redirected');
  });
});
