import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import { ProductIcon } from '@polis/ui';
import { CardPrice } from './card-price';
import type { ProductEntry } from './products';

/** A product in a grid: icon, name, one line on what it covers, its starting price or how it is priced. */
export function ProductCard({ entry, to }: { entry: ProductEntry; to?: string }) {
  return (
    <li className="shell-product-card">
      <LocalizedLink to={to ?? entry.page} className="shell-product-card__link" data-line={entry.category}>
        <ProductIcon productTypeId={entry.iconId} className="shell-product-card__icon" />
        <ProductIcon productTypeId={entry.iconId} className="shell-product-card__art" />
        <span className="shell-product-card__name">
          <FormattedMessage id={`shell.product.${entry.key}`} />
        </span>
        <span className="shell-product-card__tagline">
          <FormattedMessage id={`shell.product.${entry.key}.tagline`} />
        </span>
        <CardPrice entry={entry} />
      </LocalizedLink>
    </li>
  );
}

export function ProductGrid({
  entries,
  linkTo,
}: {
  entries: readonly ProductEntry[];
  linkTo?: (e: ProductEntry) => string;
}) {
  return (
    <ul className="shell-product-grid">
      {entries.map((entry) => (
        <ProductCard key={entry.key} entry={entry} to={linkTo?.(entry)} />
      ))}
    </ul>
  );
}
