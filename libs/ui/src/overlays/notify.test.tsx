import { act, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { renderUi } from '../test-utils/render';
import { Toaster } from './toaster';
import { notify } from './notify';

afterEach(() => act(() => toast.remove()));

describe('Toaster and notify', () => {
  it('shows success and info messages politely', async () => {
    renderUi(<Toaster />);
    act(() => {
      notify.success('Policy sent to your e-mail');
      notify.info('Prices include VAT');
    });
    expect(await screen.findByText('Policy sent to your e-mail')).toBeInTheDocument();
    expect(screen.getByText('Prices include VAT')).toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(2);
  });

  it('announces errors assertively', async () => {
    renderUi(<Toaster />);
    act(() => {
      notify.error('Payment declined');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment declined');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
  });

  it('replaces a toast that has the same id and can dismiss it', async () => {
    renderUi(<Toaster />);
    act(() => {
      notify.info('Saving…', { id: 'save' });
      notify.success('Saved', { id: 'save' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  });
});
