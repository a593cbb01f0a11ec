import { FormattedMessage } from 'react-intl';
import { Price } from '@polis/ui';

export interface PaymentAmountProps {
  /** What the customer pays now. */
  readonly price: number;
  /** The price before a promo code; struck through. */
  readonly secondPrice: number | null;
  /** The quote before saving, when the server's amount differs from it. */
  readonly recalculatedFrom?: number;
}

/** The amount to pay, the price it replaced struck through, and why it changed. */
export function PaymentAmount({ price, secondPrice, recalculatedFrom }: PaymentAmountProps) {
  return (
    <>
      <div className="payment-step__amount">
        <span>
          <FormattedMessage id="payment.amount" />
        </span>
        <Price amount={price} oldAmount={secondPrice ?? recalculatedFrom} size="lg" />
      </div>
      {recalculatedFrom !== undefined ? (
        <p className="payment-step__notice" role="status">
          <FormattedMessage id="payment.amountChanged" />
        </p>
      ) : null}
    </>
  );
}
