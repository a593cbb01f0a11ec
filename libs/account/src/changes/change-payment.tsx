import { FormattedMessage } from 'react-intl';
import type { PolicyChangePending } from '@polis/api-contract';
import { PaymentStep, type SavedContract } from '@polis/payment';
import { StepHeading } from '../common/step-heading';

export interface ChangePaymentProps {
  readonly pending: PolicyChangePending;
  readonly onPaid: () => void;
}

const contractOf = (pending: PolicyChangePending): SavedContract => ({
  contractId: pending.contract_id,
  orderId: pending.order_id,
  amountUzs: pending.amount_uzs,
  paymeUrl: pending.payme_url,
  clickUrl: pending.click_url,
});

/** The usual payment step for the change's own contract; paid, the change is the policy's new version. */
export function ChangePayment({ pending, onPaid }: ChangePaymentProps) {
  return (
    <section className="account-card account-section">
      <StepHeading focus>
        <FormattedMessage id="change.pay.heading" />
      </StepHeading>
      <p className="account-muted">
        <FormattedMessage
          id="change.pay.text"
          values={{ summary: <FormattedMessage id={`change.kind.${pending.change}`} /> }}
        />
      </p>
      <PaymentStep contract={contractOf(pending)} titled onPaid={() => onPaid()} />
    </section>
  );
}
