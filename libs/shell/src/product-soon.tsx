import { FormattedMessage, useIntl } from 'react-intl';
import { ProductIcon, SoonPage } from '@polis/ui';
import type { ProductEntry } from './products';

/**
 * The page of a product whose online purchase is not available yet (spec: the `soon` page): its heading names
 * the product, and it quotes no "from" price for what cannot be bought.
 */
export function ProductSoon({ entry }: { entry: ProductEntry }) {
  const intl = useIntl();
  return (
    <div className="shell-product-soon">
      <div className="shell-product-soon__head">
        <ProductIcon productTypeId={entry.iconId} className="shell-product-soon__icon" />
        <p className="shell-product-soon__tagline">
          <FormattedMessage id={`shell.product.${entry.key}.tagline`} />
        </p>
      </div>
      <SoonPage productName={intl.formatMessage({ id: `shell.product.${entry.key}` })} />
    </div>
  );
}
