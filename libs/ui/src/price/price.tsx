import { FormattedMessage } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { cx } from '../class-names';
import { VisuallyHidden } from '../visually-hidden';
import './price.css';

export interface PriceProps {
  /** The amount to pay, in UZS. */
  readonly amount: number;
  /** The price before a discount, shown struck through. */
  readonly oldAmount?: number;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly className?: string;
}

/** A UZS price; with `oldAmount`, the old one struck through and both named for screen readers. */
export function Price({ amount, oldAmount, size = 'md', className }: PriceProps) {
  const discounted = oldAmount !== undefined && oldAmount !== amount;
  return (
    <span className={cx('polis-price', `polis-price--${size}`, className)}>
      {discounted && (
        <>
          {/* Strike-through is not announced, so the words "old price" and "new price" are. */}
          <s className="polis-price__old">
            <VisuallyHidden>
              <FormattedMessage id="ui.price.old" defaultMessage="Old price:" />{' '}
            </VisuallyHidden>
            <FormattedPrice amount={oldAmount} />
          </s>{' '}
          <VisuallyHidden>
            <FormattedMessage id="ui.price.new" defaultMessage="New price:" />{' '}
          </VisuallyHidden>
        </>
      )}
      <span className="polis-price__amount">
        <FormattedPrice amount={amount} />
      </span>
    </span>
  );
}
