import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { DropdownMenu } from './dropdown-menu';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderMenu(onLogout = jest.fn()) {
  renderUi(
    <DropdownMenu
      label="My account"
      items={[
        { id: 'policies', label: 'My policies', to: 'dashboard/policies' },
        { id: 'claims', label: 'Claims', to: 'dashboard/claims' },
        { id: 'logout', label: 'Log out', onSelect: onLogout, danger: true },
      ]}
    />,
    { lang: 'ru', route: '/ru/dashboard' },
  );
  return screen.getByRole('button', { name: 'My account' });
}

describe('DropdownMenu', () => {
  it('is a menu button that opens on click with the first item focused', async () => {
    const user = setup();
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My policies' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'My policies' })).toHaveAttribute(
      'href',
      '/ru/dashboard/policies',
    );
  });

  it('moves between items with arrow keys, wrapping, and closes on Escape back to the button', async () => {
    const user = setup();
    const button = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My policies' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Claims' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My policies' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens on the last item with ArrowUp and runs an action item', async () => {
    const user = setup();
    const onLogout = jest.fn();
    const button = renderMenu(onLogout);
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows a link item', async () => {
    const user = setup();
    await user.click(renderMenu());
    await user.click(screen.getByRole('menuitem', { name: 'Claims' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ru/dashboard/claims');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('hides 400 ms after the pointer leaves, unless it comes back', async () => {
    const user = setup();
    const button = renderMenu();
    await user.click(button);
    await user.unhover(button);
    wait(399);
    await user.hover(screen.getByRole('menuitem', { name: 'Claims' }));
    wait(1000);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.unhover(screen.getByRole('menu'));
    wait(399);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click elsewhere', async () => {
    const user = setup();
    await user.click(renderMenu());
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
