/**
 * Funnel analytics of spec 000 section 1 (view_item, add_to_cart, begin_checkout, purchase), pushed to
 * `window.dataLayer` in the GA4 e-commerce shape. Only product facts go here: never names, documents or phones.
 */
export type FunnelEvent = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';

export interface FunnelItem {
  /** Product key, e.g. `osago`. */
  readonly id: string;
  /** Product name for reports (not localised: reports are in one language). */
  readonly name: string;
  /** Price in UZS when known. */
  readonly price?: number;
  /** Program or variant, e.g. `unlimited-12m`. */
  readonly variant?: string;
}

export interface GaEcommerceEvent {
  readonly event: FunnelEvent;
  readonly ecommerce: {
    readonly currency: 'UZS';
    readonly value?: number;
    readonly transaction_id?: string;
    readonly items: readonly {
      readonly item_id: string;
      readonly item_name: string;
      readonly item_variant?: string;
      readonly price?: number;
      readonly quantity: 1;
    }[];
  };
}

type DataLayer = unknown[];
type WithDataLayer = { dataLayer?: DataLayer };

export function funnelEvent(event: FunnelEvent, item: FunnelItem, transactionId?: string): GaEcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: 'UZS',
      ...(item.price !== undefined ? { value: item.price } : {}),
      ...(transactionId ? { transaction_id: transactionId } : {}),
      items: [
        {
          item_id: item.id,
          item_name: item.name,
          ...(item.variant ? { item_variant: item.variant } : {}),
          ...(item.price !== undefined ? { price: item.price } : {}),
          quantity: 1,
        },
      ],
    },
  };
}

/** Pushes one funnel event; GA4 asks to clear the previous e-commerce object first. */
export function trackFunnel(
  event: FunnelEvent,
  item: FunnelItem,
  transactionId?: string,
  target?: WithDataLayer,
) {
  const host = target ?? (typeof window === 'undefined' ? undefined : (window as WithDataLayer));
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push({ ecommerce: null });
  host.dataLayer.push(funnelEvent(event, item, transactionId));
}
