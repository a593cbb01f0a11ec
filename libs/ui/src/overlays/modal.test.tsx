import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test-utils/render';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Conditions
      </button>
      <Modal
        open={open}
        title="Policy conditions"
        description="Read before you pay"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Agree</button>}
      >
        <a href="#terms">Full terms</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its text', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Policy conditions' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Read before you pay');
  });

  it('moves focus inside on open and back to the opener on close', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Conditions' });
    await user.click(opener);
    expect(screen.getByRole('link', { name: 'Full terms' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderUi(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Conditions' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Conditions' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Agree' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Agree' })).toHaveFocus();
  });

  it('labels the close button in the page language', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />, { lang: 'uz' });
    await user.click(screen.getByRole('button', { name: 'Conditions' }));
    expect(screen.getByRole('button', { name: 'Yopish' })).toBeInTheDocument();
  });
});
