import { OsagoPage } from '@polis/products-motor';

/** `mobile/osago/:ad?`: the site's OSAGO wizard inside the native apps' webview. */
export function MobileOsagoPage() {
  return <OsagoPage />;
}
