import type { ReactElement } from 'react';
import type { PaymentOption } from '../model/provider-options';

export type ProviderIconKind = 'payme' | 'click' | 'bank-card' | 'saved-card' | 'phone' | 'calendar' | 'link';

// Drawn here on a 24-unit grid in the UI kit's stroke style: no brand images to download or license, and
// the letter marks only hint at the provider (its name is the tile's text).
const PATHS: Readonly<Record<ProviderIconKind, ReactElement>> = {
  payme: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <path d="M10 17V7h2.8a3 3 0 0 1 0 6H10" />
    </>
  ),
  click: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <path d="M14.9 9.2a4 4 0 1 0 0 5.6" />
    </>
  ),
  'bank-card': (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2.5" />
      <path d="M2.5 10h19M6 14.5h4" />
    </>
  ),
  'saved-card': (
    <>
      <rect x="2" y="4" width="15" height="10.5" rx="2" />
      <path d="M2 7.8h15M5 11.3h3" />
      <circle cx="18.5" cy="18.5" r="3.5" />
      <path d="m17 18.6 1.1 1.1 1.9-2.1" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M9.5 7.5h5M9.5 10.5h5M9.5 13.5h3M11 18.5h2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M8 14h.01M12 14h.01M16 14h.01M8 17.3h.01M12 17.3h.01" strokeWidth="2.5" />
    </>
  ),
  link: (
    <>
      <path d="M14 4h6v6M20 4l-8.5 8.5" />
      <path d="M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
    </>
  ),
};

/** The pictogram and the one-line description (a message id) of a provider tile. */
export function providerTile(option: PaymentOption): { icon: ProviderIconKind; description: string } {
  if (option.kind === 'octo') return { icon: 'bank-card', description: 'payment.tile.octo' };
  if (option.kind === 'card') return { icon: 'saved-card', description: 'payment.tile.card' };
  if (option.kind === 'invoice') return { icon: 'phone', description: 'payment.tile.invoice' };
  if (option.kind === 'installment') return { icon: 'calendar', description: 'payment.tile.installment' };
  if (option.id === 'payme') return { icon: 'payme', description: 'payment.tile.payme' };
  if (option.id === 'click') return { icon: 'click', description: 'payment.tile.click' };
  return { icon: 'link', description: 'payment.tile.link' };
}

/** A decorative provider pictogram: the tile's text names the provider. */
export function ProviderIcon({ kind }: { readonly kind: ProviderIconKind }) {
  return (
    <span className="payment-tile__icon">
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {PATHS[kind]}
      </svg>
    </span>
  );
}
