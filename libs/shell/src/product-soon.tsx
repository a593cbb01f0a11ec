import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { ProductIcon, SoonPage } from '@polis/ui';
import type { ProductEntry } from './products';
import { usePriceFrom } from './use-price-from';

/** The page of a product whose online purchase is not available yet (spec: the `soon` page). */
export function ProductSoon({ entry }: { entry: ProductEntry }) {
  const intl = useIntl();
  const priceFrom = usePriceFrom(entry.key);
  return (
    <div className="shell-product-soon">
      <div className="shell-product-soon__head">
        <ProductIcon productTypeId={entry.iconId} className="shell-product-soon__icon" />
        <p className="shell-product-soon__tagline">
          <FormattedMessage id={`shell.product.${entry.key}.tagline`} />
        </p>
        {priceFrom !== undefined ? (
          <p className="shell-product-soon__price">
            <FormattedMessage
              id="shell.product.priceFrom"
              defaultMessage="from {price}"
              values={{ price: <FormattedPrice amount={priceFrom} /> }}
            />
          </p>
        ) : null}
      </div>
      <SoonPage productName={intl.formatMessage({ id: `shell.product.${entry.key}` })} />
    </div>
  );
}
