import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils/render';
import { ProductIcon } from './product-icon';
import { productIconKind } from './product-icon-kind';

describe('productIconKind', () => {
  it.each([
    [1, 'osago'],
    [2, 'cylinder'],
    [4, 'accident'],
    [5, 'sportsman'],
    [7, 'travel'],
    [11, 'kasko'],
    [30, 'dms'],
    [32, 'home'],
    [34, 'kasko'],
    [51, 'uzbekistan-travel'],
    [56, 'pets'],
    [57, 'premium-home'],
    [58, 'kasko'],
    [59, 'docs'],
    [68, 'job-loss'],
  ])('product type %i has the %s icon', (id, kind) => {
    expect(productIconKind(id)).toBe(kind);
  });

  it.each([0, 3, 6, 99, -1])('an unknown product type %i falls back to travel', (id) => {
    expect(productIconKind(id)).toBe('travel');
  });
});

describe('ProductIcon', () => {
  it('is decorative without a title', () => {
    const { container } = renderUi(<ProductIcon productTypeId={1} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is a named image with a title', () => {
    renderUi(<ProductIcon productTypeId={56} title="Pet insurance" />);
    const icon = screen.getByRole('img', { name: 'Pet insurance' });
    expect(icon).toHaveAttribute('data-kind', 'pets');
    expect(icon.querySelector('ellipse, path, circle, rect')).not.toBeNull();
  });
});
