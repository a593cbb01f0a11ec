import type { ReturnPage } from '@polis/payment';
import { matchRoute, PAYMENT_RETURN_PAGES } from '@polis/routing';

/** Which return page a path is (`/ru/click?...` -> `click`); the general `payment-complete` otherwise. */
export function returnPageOf(pathname: string): ReturnPage {
  const path = matchRoute(pathname)?.route.path;
  return PAYMENT_RETURN_PAGES.find((page) => page === path) ?? 'payment-complete';
}
