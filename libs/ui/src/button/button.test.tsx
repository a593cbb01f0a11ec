import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button that reports clicks', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, disabled and ignores clicks', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can submit a form', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalled();
  });
});

describe('buttonClassName', () => {
  it('lets a link look like a button of any variant and size', () => {
    expect(buttonClassName('danger', 'lg', true).split(' ')).toEqual([
      'polis-button',
      'polis-button--danger',
      'polis-button--lg',
      'polis-button--block',
    ]);
    expect(buttonClassName()).toBe('polis-button polis-button--primary polis-button--md');
  });
});
