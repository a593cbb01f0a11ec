import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils/render';
import { ProgressBar } from './progress-bar';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with a localised "Loading…" by default', () => {
    renderUi(<Spinner />, { lang: 'uz' });
    expect(screen.getByRole('status')).toHaveTextContent('Yuklanmoqda…');
  });

  it('names what is loading when told', () => {
    renderUi(<Spinner label="Checking the vehicle" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the vehicle');
  });
});

describe('ProgressBar', () => {
  it('is a named progressbar with its value, clamped to the range', () => {
    renderUi(
      <>
        <ProgressBar label="Upload" value={30} />
        <ProgressBar label="Overflow" value={140} />
      </>,
    );
    const upload = screen.getByRole('progressbar', { name: 'Upload' });
    expect(upload).toHaveAttribute('aria-valuenow', '30');
    expect(upload).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('progressbar', { name: 'Overflow' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('can show its label and percentage', () => {
    renderUi(<ProgressBar label="Application" value={2} max={4} showLabel />);
    expect(screen.getByText('Application')).toBeVisible();
    expect(screen.getByText('50%')).toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = renderUi(
      <div>
        <Skeleton lines={3} />
        <Skeleton width={120} />
      </div>,
    );
    const placeholders = container.querySelectorAll('[data-skeleton]');
    expect(placeholders).toHaveLength(4);
    placeholders.forEach((el) => expect(el.closest('[aria-hidden="true"]')).not.toBeNull());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
