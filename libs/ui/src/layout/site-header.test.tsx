import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocalizedLink } from '@polis/i18n';
import { renderUi } from '../test-utils/render';
import { BusinessBadge } from './business-badge';
import { SiteHeader } from './site-header';

const nav = (
  <ul>
    <li>
      <LocalizedLink to="osago">OSAGO</LocalizedLink>
    </li>
    <li>
      <LocalizedLink to="travel">Travel</LocalizedLink>
    </li>
  </ul>
);

describe('SiteHeader', () => {
  it('links the logo to the home page of the current language', () => {
    renderUi(<SiteHeader />, { lang: 'ru', route: '/ru/osago' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Polis, главная страница' })).toHaveAttribute(
      'href',
      '/ru',
    );
    expect(within(banner).getByRole('navigation', { name: 'Язык' })).toBeInTheDocument();
  });

  it('shows the menu slot behind a toggle that reports its state and closes on navigation', async () => {
    const user = userEvent.setup();
    renderUi(<SiteHeader nav={nav} />, { route: '/en' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(menu);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'Travel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/travel');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no menu toggle without a nav, and takes a badge and actions', () => {
    renderUi(
      <SiteHeader
        badge={<BusinessBadge />}
        actions={<button type="button">Log in</button>}
        showLanguageSwitcher={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText('For business')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
