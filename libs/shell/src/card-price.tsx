import { useIntl } from 'react-intl';
import { priceText } from '@polis/i18n';
import type { ProductPrice } from '@polis/api-client';
import type { ProductEntry } from './products';
import { usePriceFrom } from './use-price-from';

/** The words of a starting price: the figure in UZS (or a share of the payroll) and what it buys. */
function usePriceWords(price: ProductPrice | undefined): string | undefined {
  const intl = useIntl();
  if (!price) return undefined;
  if (price.unit === 'payroll' && price.rateFrom !== undefined)
    return intl.formatMessage(
      { id: 'shell.product.price.payroll' },
      { rate: intl.formatNumber(price.rateFrom, { style: 'percent', maximumFractionDigits: 4 }) },
    );
  if (price.priceFrom === undefined) return undefined;
  const amount = priceText(intl, price.priceFrom);
  // An answer from before units were given reads as a plain "from".
  const unit = price.unit ?? 'plain';
  return intl.formatMessage(
    { id: `shell.product.price.${unit}` },
    {
      price: amount,
      count: price.count ?? 0,
      cover: price.cover === undefined ? '' : priceText(intl, price.cover),
    },
  );
}

/**
 * A card's price line: "from N UZS" with what it buys, taken from the API's catalogue prices (the server's
 * tariffs), or the words of a quoted price for a product priced by a quote. Empty while the prices load.
 */
export function CardPrice({ entry }: { entry: ProductEntry }) {
  const intl = useIntl();
  const price = usePriceFrom(entry.key);
  const words = usePriceWords(entry.quote ? undefined : price);
  const text = entry.quote ? intl.formatMessage({ id: `shell.product.price.${entry.quote}` }) : words;
  return (
    <span
      className={`shell-product-card__price${entry.quote ? ' shell-product-card__price--quote' : ''}`}
      aria-hidden={text === undefined ? true : undefined}
    >
      {text}
    </span>
  );
}
