import type { PaymentProvider } from '@polis/api-contract';
import type { PaymentDetails } from './payment-details';

/** How the step offers a provider: a checkout link, Octo's page, or a flow of our own. */
export type PaymentOption =
  | {
      readonly kind: 'link';
      readonly id: string;
      readonly name: string;
      /** null while the list is being refreshed: the link held may carry an amount the provider refuses. */
      readonly url: string | null;
    }
  | {
      readonly kind: 'octo' | 'card' | 'invoice' | 'installment';
      readonly id: string;
      readonly name: string;
    };

/** Names of the two links the save gives, for when the provider list is not there. */
const LINK_NAMES: Readonly<Record<string, string>> = { payme: 'Payme', click: 'Click' };

/**
 * The options in the server's order. Link providers use the link of `details` (see paymentDetails) and are
 * left out without one; while the list is being refreshed (a promo code changed the amount) they stay in
 * place without a link. Octo opens the page `/payment/initialize` answers; a type we do not know is left
 * out. Without a list, the save's Payme and Click links are offered (spec 001: "two payment links").
 */
export function paymentOptions(
  providers: readonly PaymentProvider[] | undefined,
  details: PaymentDetails,
  refreshing = false,
): PaymentOption[] {
  const link = (id: string, name: string, own?: string): PaymentOption[] => {
    if (refreshing && providers) return [{ kind: 'link', id, name, url: null }];
    const url = id === 'payme' ? details.payme : id === 'click' ? details.click : (own ?? null);
    return url ? [{ kind: 'link', id, name, url }] : [];
  };
  if (!providers) return Object.entries(LINK_NAMES).flatMap(([id, name]) => link(id, name));
  return providers.flatMap((p): PaymentOption[] => {
    if (p.id === 'octo') return [{ kind: 'octo', id: p.id, name: p.name }];
    if (p.type === 'link') return link(p.id, LINK_NAMES[p.id] ?? p.name, p.url);
    if (p.type === 'card' || p.type === 'invoice' || p.type === 'installment')
      return [{ kind: p.type, id: p.id, name: p.name }];
    return [];
  });
}
