import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { matchRoute } from '@polis/routing';
import { NotFoundRoute, PageMeta, ProductSoon, productByKey } from '@polis/shell';

/** `mobile/<product>/:ad?` inside the native apps: the product's wizard once its issue lands. */
export function MobileProductPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const key = matchRoute(pathname)?.route.path.split('/')[1] ?? '';
  const entry = productByKey(key);
  if (!entry) return <NotFoundRoute />;
  return (
    <>
      <PageMeta title={intl.formatMessage({ id: `shell.product.${entry.key}` })} noIndex />
      <ProductSoon entry={entry} />
    </>
  );
}
