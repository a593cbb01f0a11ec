import { useIntl } from 'react-intl';
import { priceText } from '@polis/i18n';
import type { ProductEntry } from './products';
import { usePriceFrom } from './use-price-from';

/**
 * A card's price line: "from N UZS" with what it buys (a year, a term, a day, a seat, a sum of cover, a share of
 * the payroll), taken from the API's catalogue prices (the server's tariffs), or the words of a quoted price for
 * a product priced by a quote. Empty while the prices load.
 */
export function CardPrice({ entry }: { entry: ProductEntry }) {
  const intl = useIntl();
  const price = usePriceFrom(entry.key);
  const { quote } = entry;
  const id = `shell.product.price.${quote ?? price?.unit ?? 'plain'}`;
  const rate = price?.rateFrom;
  const text = quote
    ? intl.formatMessage({ id })
    : rate !== undefined
      ? intl.formatMessage(
          { id },
          { rate: intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 4 }) },
        )
      : price?.priceFrom !== undefined
        ? intl.formatMessage(
            { id },
            {
              price: priceText(intl, price.priceFrom),
              count: price.count ?? 0,
              cover: price.cover === undefined ? '' : priceText(intl, price.cover),
            },
          )
        : undefined;
  return (
    <span className={`shell-product-card__price${quote ? ' shell-product-card__price--quote' : ''}`}>
      {text}
    </span>
  );
}
