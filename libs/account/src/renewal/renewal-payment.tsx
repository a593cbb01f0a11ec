import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import {
  PaymentResult,
  PaymentStep,
  PolicyDownload,
  type IssuedPolicy,
  type PaymentProduct,
  type SavedContract,
} from '@polis/payment';
import { buttonClassName } from '@polis/ui';
import { StepHeading } from '../common/step-heading';

export interface RenewalPaymentProps {
  readonly contract: SavedContract;
  readonly product: PaymentProduct;
  /** This page with its query (a trip's dates): where the provider pages send the customer back. */
  readonly returnUrl: string;
  /** Focus the step's heading: it replaced the offer on this page (not on a reload). */
  readonly focus: boolean;
}

/**
 * The last step of the renewal (a chunk of its own, loaded when a renewal is saved or restored): the payment
 * step, then the new policy's download and the cabinet.
 */
export function RenewalPayment({ contract, product, returnUrl, focus }: RenewalPaymentProps) {
  const [issued, setIssued] = useState<IssuedPolicy | null>(null);
  return (
    <section className="account-card account-section">
      {issued ? (
        <>
          <PolicyDownload policy={issued} />
          <CabinetLink />
        </>
      ) : (
        <>
          <StepHeading focus={focus}>
            <FormattedMessage id="account.renewal.payment.heading" />
          </StepHeading>
          <PaymentStep
            contract={contract}
            product={product}
            returnUrl={returnUrl}
            titled
            onPaid={setIssued}
          />
        </>
      )}
    </section>
  );
}

/** A renewal saved in this tab whose policy is paid already (back from a provider's page): its check and PDF. */
export function PaidRenewal({ contractId, orderId }: { contractId: number; orderId: string }) {
  return (
    <section className="account-card account-section">
      <PaymentResult contractId={contractId} orderId={orderId} />
      <CabinetLink />
    </section>
  );
}

/** The cabinet is another app on this origin: a plain link (LocalizedLink knows). */
export function CabinetLink() {
  return (
    <p className="account-renewal__cabinet">
      <FormattedMessage id="account.renewal.cabinetText" />{' '}
      <LocalizedLink to="dashboard/policies" className={buttonClassName('secondary')}>
        <FormattedMessage id="account.renewal.toCabinet" />
      </LocalizedLink>
    </p>
  );
}
