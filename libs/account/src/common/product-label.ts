import type { IntlShape } from 'react-intl';

/**
 * A product's short name, as the site's menus and catalogue show it: the host's catalogue (libs/shell) has
 * `shell.product.<key>`. Claims carry only the key; policies also carry the server's full official name,
 * the fallback for a key this build does not know (else the key itself).
 */
export function productLabel(intl: IntlShape, product: string, fallback?: string): string {
  const id = `shell.product.${product}`;
  return id in intl.messages ? intl.formatMessage({ id }) : (fallback ?? product);
}
