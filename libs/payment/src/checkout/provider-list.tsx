import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaymentOption } from '../model/provider-options';
import { OctoOption } from './octo-option';

export interface ProviderListProps {
  readonly options: readonly PaymentOption[];
  /** The option whose panel is open (spec 000 section 3 `payment_type`). */
  readonly chosen: string | null;
  readonly onChoose: (id: string | null) => void;
  readonly contractId: number;
  readonly returnUrl?: string;
  readonly renderPanel: (option: PaymentOption) => ReactNode;
}

const panelId = (id: string) => `payment-panel-${id}`;

/**
 * Checkout links open the provider in a new tab (the step stays, to check afterwards); the card, invoice and
 * instalment options open their panel under the list, one at a time.
 */
export function ProviderList({
  options,
  chosen,
  onChoose,
  contractId,
  returnUrl,
  renderPanel,
}: ProviderListProps) {
  const open = options.find((o) => o.id === chosen && o.kind !== 'link' && o.kind !== 'octo');
  return (
    <>
      <ul className="payment-step__providers">
        {options.map((option) => (
          <li key={option.id}>
            {option.kind === 'link' && option.url ? (
              <a
                className="payment-step__provider"
                href={option.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FormattedMessage id="payment.payWith" values={{ provider: option.name }} />
              </a>
            ) : option.kind === 'link' ? (
              // The link is being renewed with the new amount: a moment without a target, in the same place.
              <button type="button" className="payment-step__provider" disabled aria-busy="true">
                <FormattedMessage id="payment.payWith" values={{ provider: option.name }} />
              </button>
            ) : option.kind === 'octo' ? (
              <OctoOption contractId={contractId} name={option.name} returnUrl={returnUrl} />
            ) : (
              <button
                type="button"
                className="payment-step__provider"
                aria-expanded={chosen === option.id}
                aria-controls={panelId(option.id)}
                onClick={() => onChoose(chosen === option.id ? null : option.id)}
              >
                {option.name}
              </button>
            )}
          </li>
        ))}
      </ul>
      {open ? (
        <div id={panelId(open.id)} role="region" aria-label={open.name} className="payment-step__panel">
          {renderPanel(open)}
        </div>
      ) : null}
    </>
  );
}
