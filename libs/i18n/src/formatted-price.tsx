import { FormattedMessage } from 'react-intl';
import { formatPrice } from './price-format';

/** `1 250 000 so'm` / `1 250 000 сум` / `1 250 000 UZS`. */
export function FormattedPrice({ amount }: { amount: number }) {
  return (
    <FormattedMessage
      id="i18n.price.uzs"
      defaultMessage="{amount} UZS"
      values={{ amount: formatPrice(amount) }}
    />
  );
}
