import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by its label and by the space key', async () => {
    const user = userEvent.setup();
    renderUi(<Checkbox label="I accept the offer" name="offer" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the offer' });
    await user.click(screen.getByText('I accept the offer'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('describes itself with hint and error', () => {
    renderUi(<Checkbox label="I accept the offer" hint="Read it first" error="You must accept the offer" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the offer' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the offer Read it first');
    expect(screen.getByRole('alert')).toHaveTextContent('You must accept the offer');
  });
});
