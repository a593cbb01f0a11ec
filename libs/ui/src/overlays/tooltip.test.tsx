import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { Tooltip } from './tooltip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderTooltip() {
  renderUi(
    <Tooltip content="The number on the technical passport">
      <button type="button">What is this?</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'What is this?' });
}

describe('Tooltip', () => {
  it('shows 200 ms after the pointer arrives and hides 150 ms after it leaves', async () => {
    const user = setup();
    const trigger = renderTooltip();
    await user.hover(trigger);
    wait(199);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The number on the technical passport');
    expect(trigger).toHaveAccessibleDescription('The number on the technical passport');
    await user.unhover(trigger);
    wait(149);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('does not show for a pointer that only passes by', async () => {
    const user = setup();
    const trigger = renderTooltip();
    await user.hover(trigger);
    wait(100);
    await user.unhover(trigger);
    wait(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and Escape dismisses it', async () => {
    const user = setup();
    renderTooltip();
    await user.tab();
    wait(200);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays while the pointer moves onto the tooltip itself', async () => {
    const user = setup();
    const trigger = renderTooltip();
    await user.hover(trigger);
    wait(200);
    await user.unhover(trigger);
    await user.hover(screen.getByRole('tooltip'));
    wait(1000);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});
