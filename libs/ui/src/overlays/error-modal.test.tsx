import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { ErrorModal } from './error-modal';

describe('ErrorModal', () => {
  it('renders nothing while closed', () => {
    renderUi(<ErrorModal open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a general apology and a close button that has focus', async () => {
    const onClose = jest.fn();
    renderUi(<ErrorModal open onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveAccessibleDescription(
      'We could not complete the request. Please try again in a moment.',
    );
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    const footerClose = buttons[buttons.length - 1];
    expect(footerClose).toHaveFocus();
    await userEvent.click(footerClose);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the given message and offers a retry as the main action', async () => {
    const onRetry = jest.fn();
    renderUi(
      <ErrorModal
        open
        message="The vehicle registry does not answer."
        onClose={jest.fn()}
        onRetry={onRetry}
      />,
      {
        lang: 'ru',
      },
    );
    expect(screen.getByRole('alertdialog', { name: 'Что-то пошло не так' })).toHaveAccessibleDescription(
      'The vehicle registry does not answer.',
    );
    const retry = screen.getByRole('button', { name: 'Попробовать снова' });
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
