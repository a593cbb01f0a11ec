import { FormattedMessage, useIntl } from 'react-intl';
import type { PolicyChangeQuote } from '@polis/api-contract';
import { FormattedPrice, priceText } from '@polis/i18n';
import { Button } from '@polis/ui';
import { FactRow } from '../common/fact-row';
import { FormError } from '../common/form-error';
import { StepHeading } from '../common/step-heading';
import type { MessageRef } from '../model/cabinet-errors';

export interface ChangeConfirmProps {
  readonly quote: PolicyChangeQuote;
  readonly busy: boolean;
  readonly error: MessageRef | null;
  readonly onConfirm: () => void;
  readonly onEdit: () => void;
}

/** The server's price of the change before it is made: the new price, the old one, what to pay or get back. */
export function ChangeConfirm({ quote, busy, error, onConfirm, onEdit }: ChangeConfirmProps) {
  const intl = useIntl();
  const { difference_uzs: difference } = quote;
  return (
    <div className="account-section" aria-labelledby="change-quote" role="group">
      <div id="change-quote">
        <StepHeading focus>
          <FormattedMessage id="change.quote.heading" />
        </StepHeading>
      </div>
      <dl className="account-facts">
        <FactRow label={<FormattedMessage id="change.quote.amount" />}>
          <FormattedPrice amount={quote.amount_uzs} />
        </FactRow>
        <FactRow label={<FormattedMessage id="change.quote.previous" />}>
          <FormattedPrice amount={quote.previous_amount_uzs} />
        </FactRow>
        {difference > 0 ? (
          <FactRow label={<FormattedMessage id="change.quote.difference" />}>
            <FormattedPrice amount={difference} />
          </FactRow>
        ) : null}
        {difference < 0 ? (
          <FactRow label={<FormattedMessage id="change.quote.refund" />}>
            <FormattedPrice amount={-difference} />
          </FactRow>
        ) : null}
      </dl>
      {difference === 0 ? (
        <p className="account-muted">
          <FormattedMessage id="change.quote.free" />
        </p>
      ) : null}
      <FormError error={error} />
      <div className="account-actions">
        <Button type="button" loading={busy} onClick={onConfirm}>
          {difference > 0
            ? intl.formatMessage({ id: 'change.quote.confirmPay' }, { amount: priceText(intl, difference) })
            : intl.formatMessage({ id: 'change.quote.confirm' })}
        </Button>
        <Button type="button" variant="ghost" onClick={onEdit}>
          <FormattedMessage id="change.quote.edit" />
        </Button>
      </div>
    </div>
  );
}
