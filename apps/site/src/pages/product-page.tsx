import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { matchRoute } from '@polis/routing';
import { PageMeta, ProductSoon, productByKey } from '@polis/shell';
import { NotFoundRoute } from '@polis/shell';

/** Product key of a product page path: `/ru/osago/beeline` -> `osago`, `/uz/for-business/dms` -> `business-dms`. */
export function productKeyOf(pathname: string): string | null {
  const route = matchRoute(pathname)?.route.path;
  if (!route) return null;
  const [first, second] = route.split('/');
  if (first === 'for-business') return second ? `business-${second}` : null;
  if (first === 'o-renew' || first === 'osago-uzaytirish') return 'osago';
  return first;
}

/**
 * A product page whose online purchase is not built yet: it says so plainly, with the starting price and
 * the phone number. Each product issue replaces its entry in the page map with the real wizard.
 */
export function ProductPage() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const entry = productByKey(productKeyOf(pathname) ?? '');
  if (!entry) return <NotFoundRoute />;
  const name = intl.formatMessage({ id: `shell.product.${entry.key}` });
  return (
    <>
      <PageMeta title={name} description={intl.formatMessage({ id: `shell.product.${entry.key}.tagline` })} />
      <ProductSoon entry={entry} />
    </>
  );
}
