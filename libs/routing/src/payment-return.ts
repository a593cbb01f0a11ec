import type { Lang } from './langs';
import { matchRoute } from './match';
import type { PAYMENT_RETURN_PAGES } from './routes';

/** A webview return page (spec 000 section 2, webview layout). */
export type PaymentReturnPage = (typeof PAYMENT_RETURN_PAGES)[number];

/** The query key of a webview return URL that names the wizard the payment left (`mobile/housing/uklon`). */
export const RETURN_BACK_PARAM = 'back';

/** The product the payment was for, as the funnel names it (`item` the key, `item_name` the reports' name). */
export interface ReturnItem {
  readonly id: string;
  readonly name: string;
}

const ITEM_ID = /^[a-z0-9-]{1,40}$/;
const ITEM_NAME = /^[A-Za-z0-9 .()/-]{1,60}$/;

export interface PaymentReturnTarget {
  readonly contractId: number;
  /** The order id the save answered: the capability the return page checks with (not personal data). */
  readonly orderId: string;
  /** The wizard's path without the language, the way back to its payment step. */
  readonly back?: string;
  /** The product, so that the return page reports the purchase as the wizard would have. */
  readonly item?: ReturnItem;
}

/**
 * Where a provider opened in the native apps' webview sends the customer back: the webview's return page with
 * what its check needs, and the wizard to come back to when the payment has not arrived.
 */
export function paymentReturnHref(
  lang: Lang,
  { contractId, orderId, back, item }: PaymentReturnTarget,
  page: PaymentReturnPage = 'payment-complete',
): string {
  const query = new URLSearchParams({ contract_id: String(contractId), order_id: orderId });
  const wizard = back === undefined ? null : wizardRoute(back);
  if (wizard) query.set(RETURN_BACK_PARAM, wizard);
  if (item && ITEM_ID.test(item.id) && ITEM_NAME.test(item.name)) {
    query.set('item', item.id);
    query.set('item_name', item.name);
  }
  return `/${lang}/${page}?${query.toString()}`;
}

/** `back` when it is a webview wizard's path (`mobile/<product>/:ad?`); anything else is refused. */
function wizardRoute(back: string): string | null {
  const rest = back.replace(/^\/+|\/+$/g, '');
  if (!/^mobile\/[a-z0-9/-]{1,80}$/.test(rest)) return null;
  const match = matchRoute(`/uz/${rest}`);
  return match && match.route.app === 'webview' && match.route.path.startsWith('mobile/') ? rest : null;
}

/**
 * The payment step of the wizard a return URL's `back` names, in `lang`; null when it names none: the return
 * page is opened from a link anyone can edit, so only a webview wizard of ours is a way back.
 */
export function paymentStepHref(lang: Lang, back: string | null | undefined): string | null {
  const wizard = back ? wizardRoute(back) : null;
  return wizard ? `/${lang}/${wizard}?step=payment` : null;
}

/** The product a return URL names (anyone can edit it: only a plain key and name are taken), or null. */
export function returnItemOf(search: URLSearchParams): ReturnItem | null {
  const id = search.get('item');
  const name = search.get('item_name');
  return id && name && ITEM_ID.test(id) && ITEM_NAME.test(name) ? { id, name } : null;
}
