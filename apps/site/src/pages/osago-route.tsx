import { OsagoPage } from '@polis/products-motor';

/** `osago/:ad?` and the renewal-free OSAGO pages of the site. */
export function OsagoRoute() {
  return <OsagoPage />;
}

/** `osago-limited/:ad?`: the same wizard with named drivers preselected. */
export function OsagoLimitedRoute() {
  return <OsagoPage limited />;
}
