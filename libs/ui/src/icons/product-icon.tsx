import { cx } from '../class-names';
import { productIconKind } from './product-icon-kind';
import { PRODUCT_ICON_PATHS } from './product-icon-paths';

export interface ProductIconProps {
  /** The insurer's product-type id (1 osago, 7 travel, …). */
  readonly productTypeId: number;
  /** Accessible name; without it the icon is decorative (the product name is usually next to it). */
  readonly title?: string;
  readonly size?: number;
  readonly className?: string;
}

export function ProductIcon({ productTypeId, title, size = 32, className }: ProductIconProps) {
  const kind = productIconKind(productTypeId);
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-kind={kind}
      className={cx('polis-product-icon', className)}
      {...a11y}
    >
      {title && <title>{title}</title>}
      {PRODUCT_ICON_PATHS[kind]}
    </svg>
  );
}
