/** The webview's payment return pages (spec 000 section 2). */
export type ReturnPage = 'payment-complete' | 'click' | 'paynet' | 'davrbank' | 'click-auto';

/** What the provider said about the payment, when it says anything; the check call has the last word. */
export type ProviderStatus = 'paid' | 'failed' | 'pending';

export interface ReturnParams {
  readonly contractId?: number;
  readonly orderId?: string;
  /** The provider the page is for, or the one `payment-complete` was told about (`provider=`). */
  readonly provider: string | null;
  readonly providerStatus: ProviderStatus | null;
  /** Uzum Nasiya's web view returns its contract id when the buyer confirmed (apps/api installments). */
  readonly uzumContractId?: number;
}

// First match wins. Ours first (`order_id`, `contract_id`: the default return URL and our sandbox), then the
// names providers use for the merchant's order: Click's `merchant_trans_id` and its pay link's
// `transaction_param` are our order id.
const ORDER_KEYS = ['order_id', 'orderId', 'merchant_trans_id', 'transaction_param'];
const CONTRACT_KEYS = ['contract_id', 'contractId', 'contract'];

const ORDER_ID = /^[A-Za-z0-9-]{1,40}$/;
const MAX_CONTRACT_ID = 2147483647;

const PAGE_PROVIDER: Readonly<Record<ReturnPage, string | null>> = {
  'payment-complete': null,
  click: 'click',
  'click-auto': 'click',
  paynet: 'paynet',
  davrbank: 'davrbank',
};
const KNOWN_PROVIDERS = new Set(['payme', 'click', 'octo', 'paynet', 'davrbank', 'uzum-nasiya', 'card']);

const first = (search: URLSearchParams, keys: readonly string[]) =>
  keys.map((k) => search.get(k)?.trim()).find((v): v is string => !!v);

function contractIdOf(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_CONTRACT_ID ? id : undefined;
}

/** Click appends `payment_status` (negative: failed or cancelled, 2: paid); others may send `status`. */
function providerStatusOf(search: URLSearchParams): ProviderStatus | null {
  const click = search.get('payment_status');
  if (click !== null && /^-?\d+$/.test(click.trim())) {
    const code = Number(click);
    return code < 0 ? 'failed' : code === 2 ? 'paid' : 'pending';
  }
  const status = search.get('status')?.trim().toLowerCase();
  if (!status) return null;
  if (['success', 'paid', 'ok', 'succeeded'].includes(status)) return 'paid';
  if (['fail', 'failed', 'error', 'cancel', 'cancelled', 'canceled', 'declined'].includes(status))
    return 'failed';
  return 'pending';
}

/**
 * Reads a return page's query string. Ids that are malformed are dropped, never passed on to the check: a
 * return page is opened from a link anyone can edit.
 */
export function parseReturnParams(page: ReturnPage, search: URLSearchParams): ReturnParams {
  const order = first(search, ORDER_KEYS);
  const named = search.get('provider')?.trim().toLowerCase();
  const provider = PAGE_PROVIDER[page] ?? (named && KNOWN_PROVIDERS.has(named) ? named : null);
  const contractId = contractIdOf(first(search, CONTRACT_KEYS));
  const uzumContractId =
    search.get('uzum_status') === 'confirmed'
      ? contractIdOf(search.get('uzum_contract_id') ?? undefined)
      : undefined;
  return {
    ...(contractId ? { contractId } : {}),
    ...(order && ORDER_ID.test(order) ? { orderId: order } : {}),
    provider: uzumContractId ? 'uzum-nasiya' : provider,
    providerStatus: providerStatusOf(search),
    ...(uzumContractId ? { uzumContractId } : {}),
  };
}
