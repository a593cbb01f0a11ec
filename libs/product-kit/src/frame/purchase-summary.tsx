import { FormattedMessage } from 'react-intl';
import { Price } from '@polis/ui';

export interface SummaryFact {
  /** Already translated. */
  readonly label: string;
  readonly value: string;
}

export interface PurchaseSummaryProps {
  readonly product: string;
  readonly facts: readonly SummaryFact[];
  readonly amountUzs?: number;
}

/** What is being bought, shown on the payment step: the product, its key facts and the price. */
export function PurchaseSummary({ product, facts, amountUzs }: PurchaseSummaryProps) {
  return (
    <section className="kit-summary" aria-labelledby="kit-summary-title">
      <h3 id="kit-summary-title" className="kit-summary__title">
        <FormattedMessage id="kit.summary.title" />
      </h3>
      <dl className="kit-summary__facts">
        <div>
          <dt>
            <FormattedMessage id="kit.summary.product" />
          </dt>
          <dd>{product}</dd>
        </div>
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
        {amountUzs !== undefined ? (
          <div>
            <dt>
              <FormattedMessage id="kit.summary.price" />
            </dt>
            <dd>
              <Price amount={amountUzs} size="sm" />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
