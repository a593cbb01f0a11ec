import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';

const tabs: DashboardTab[] = [
  { id: 'user-info', label: 'Profile', to: 'dashboard' },
  { id: 'policies', label: 'Policies', to: 'dashboard/policies' },
  { id: 'referrals', label: 'Referrals', to: 'dashboard/referrals', hidden: true },
  { id: 'claims', label: 'Claims', to: 'dashboard/claims' },
];

const currentTabs = () =>
  screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');

describe('DashboardTabs', () => {
  it('is a navigation of the visible tabs with the active one marked as the current page', () => {
    renderUi(<DashboardTabs tabs={tabs} activeId="claims" />, { lang: 'uz', route: '/uz/dashboard/claims' });
    const nav = screen.getByRole('navigation', { name: 'Shaxsiy kabinet boʻlimlari' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Profile', 'Policies', 'Claims']);
    expect(currentTabs().map((a) => a.textContent)).toEqual(['Claims']);
    expect(within(nav).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/uz/dashboard/policies',
    );
  });

  it('finds the active tab from the URL when not told, the most specific one winning', async () => {
    renderUi(<DashboardTabs tabs={tabs} />, { lang: 'ru', route: '/ru/dashboard/policies/15' });
    expect(currentTabs().map((a) => a.textContent)).toEqual(['Policies']);
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ru/dashboard');
    expect(currentTabs().map((a) => a.textContent)).toEqual(['Profile']);
  });

  it('takes built paths and a custom name', () => {
    renderUi(
      <DashboardTabs
        label="Cabinet"
        tabs={[
          { id: 'a', label: 'Applications', href: '/en/dashboard/applications' },
          { id: 'o', label: 'Log out', href: '/en/login' },
        ]}
      />,
      { route: '/en/dashboard/applications' },
    );
    const nav = screen.getByRole('navigation', { name: 'Cabinet' });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/en/login');
  });

  it('marks the side where the strip hides more tabs, so a phone shows that it scrolls', () => {
    // jsdom lays nothing out: the strip is given a phone's sizes, 600 px of tabs in 300 px.
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      renderUi(<DashboardTabs tabs={tabs} />, { lang: 'en', route: '/en/dashboard' });
      const list = within(screen.getByRole('navigation')).getByRole('list');
      expect(list).toHaveAttribute('data-scroll-end', 'true');
      expect(list).not.toHaveAttribute('data-scroll-start');
      list.scrollLeft = 300;
      fireEvent.scroll(list);
      expect(list).toHaveAttribute('data-scroll-start', 'true');
      expect(list).not.toHaveAttribute('data-scroll-end');
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});
