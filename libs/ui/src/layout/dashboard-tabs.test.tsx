import { screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils/render';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';

const tabs: DashboardTab[] = [
  { id: 'policies', label: 'Policies', to: 'dashboard/policies' },
  { id: 'claims', label: 'Claims', to: 'dashboard/claims' },
  { id: 'referrals', label: 'Referrals', to: 'dashboard/referrals', hidden: true },
  { id: 'profile', label: 'Profile', to: 'dashboard/profile' },
];

describe('DashboardTabs', () => {
  it('is a navigation of links with the active one marked as the current page', () => {
    renderUi(<DashboardTabs tabs={tabs} activeId="claims" />, { lang: 'uz', route: '/uz/dashboard/claims' });
    const nav = screen.getByRole('navigation', { name: 'Shaxsiy kabinet boʻlimlari' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Policies', 'Claims', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Policies' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/uz/dashboard/profile');
  });
});
