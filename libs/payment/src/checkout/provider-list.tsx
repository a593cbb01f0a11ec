import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaymentOption } from '../model/provider-options';
import { OctoOption } from './octo-option';
import { ProviderIcon, providerTile } from './provider-icon';

export interface ProviderListProps {
  readonly options: readonly PaymentOption[];
  /** The option whose panel is open (spec 000 section 3 `payment_type`). */
  readonly chosen: string | null;
  readonly onChoose: (id: string | null) => void;
  readonly contractId: number;
  /** The order id the save answered: the capability of the contract's calls. */
  readonly orderId?: string;
  readonly returnUrl?: string;
  /** A provider's page was opened (a checkout link, Octo): the step starts watching for the payment. */
  readonly onProviderOpened?: () => void;
  /** Provider pages replace this view (the native apps' webview, which may block new tabs). */
  readonly sameView?: boolean;
  readonly renderPanel: (option: PaymentOption) => ReactNode;
}

const panelId = (id: string) => `payment-panel-${id}`;
const descriptionId = (id: string) => `payment-tile-${id}`;

/**
 * One tile per option: pictogram, name, one line of description. The name alone stays the link's or the
 * button's accessible name (journeys and assistive tech find "Pay with Payme"); the line is its description.
 * Checkout links open the provider in a new tab (the step stays, to check afterwards), or with `sameView` in
 * this view (the provider returns to `returnUrl`); the card, invoice and instalment options open their panel
 * under the list, one at a time.
 */
export function ProviderList({
  options,
  chosen,
  onChoose,
  contractId,
  orderId,
  returnUrl,
  onProviderOpened,
  sameView = false,
  renderPanel,
}: ProviderListProps) {
  const newTab = sameView ? {} : ({ target: '_blank', rel: 'noopener noreferrer' } as const);
  const open = options.find((o) => o.id === chosen && o.kind !== 'link' && o.kind !== 'octo');
  const action = (option: PaymentOption) => {
    const describedBy = descriptionId(option.id);
    if (option.kind === 'link' && option.url)
      return (
        <a
          className="payment-tile__action"
          href={option.url}
          {...newTab}
          aria-describedby={describedBy}
          onClick={onProviderOpened}
          onAuxClick={onProviderOpened}
        >
          <FormattedMessage id="payment.payWith" values={{ provider: option.name }} />
        </a>
      );
    if (option.kind === 'link')
      return (
        // The link is being renewed with the new amount: a moment without a target, in the same place.
        <button
          type="button"
          className="payment-tile__action"
          disabled
          aria-busy="true"
          aria-describedby={describedBy}
        >
          <FormattedMessage id="payment.payWith" values={{ provider: option.name }} />
        </button>
      );
    if (option.kind === 'octo')
      return (
        <OctoOption
          contractId={contractId}
          orderId={orderId}
          name={option.name}
          returnUrl={returnUrl}
          describedBy={describedBy}
          onOpened={onProviderOpened}
          sameView={sameView}
        />
      );
    return (
      <button
        type="button"
        className="payment-tile__action"
        aria-expanded={chosen === option.id}
        aria-controls={panelId(option.id)}
        aria-describedby={describedBy}
        onClick={() => onChoose(chosen === option.id ? null : option.id)}
      >
        {option.name}
      </button>
    );
  };

  return (
    <>
      <ul className="payment-step__providers">
        {options.map((option) => {
          const tile = providerTile(option);
          return (
            <li
              key={option.id}
              className={option === open ? 'payment-tile payment-tile--open' : 'payment-tile'}
            >
              <ProviderIcon kind={tile.icon} />
              {action(option)}
              <p id={descriptionId(option.id)} className="payment-tile__description">
                <FormattedMessage id={tile.description} />
              </p>
            </li>
          );
        })}
      </ul>
      {open ? (
        <div id={panelId(open.id)} role="region" aria-label={open.name} className="payment-step__panel">
          {renderPanel(open)}
        </div>
      ) : null}
    </>
  );
}
