import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetPolicy } from '@polis/api-contract';
import { LocalizedLink } from '@polis/i18n';
import { Price, ProductIcon, VisuallyHidden } from '@polis/ui';
import { productLabel } from '../common/product-label';
import { autoPaymentState } from '../model/auto-payment';
import { policyNumber } from '../model/policies';
import { PdfLink } from './pdf-link';
import { PolicyPeriod } from './policy-period';
import { PolicyStatusBadge } from './policy-status';
import { RenewLink } from './renew-link';

/**
 * One policy of the list: icon by product type, name (link to the detail), number, period, status, premium,
 * "Renew" while it ends soon, PDF.
 */
export function PolicyCard({ policy }: { policy: CabinetPolicy }) {
  const intl = useIntl();
  const number = policyNumber(policy);
  const auto = autoPaymentState(policy.auto_payment, policy.status);
  return (
    <li className="account-item">
      <ProductIcon productTypeId={policy.product_type_id} size={40} className="account-item__icon" />
      <div className="account-item__body">
        <h2 className="account-item__title">
          <LocalizedLink to="dashboard/policies/:_id" params={{ _id: policy.id }}>
            {productLabel(intl, policy.product, policy.product_name)}
          </LocalizedLink>
        </h2>
        <p className="account-item__meta">
          <FormattedMessage id="account.policy.number" values={{ number }} />
        </p>
        <p className="account-item__meta">
          <PolicyPeriod from={policy.valid_from} to={policy.valid_to} />
        </p>
        <p className="account-item__badges">
          <PolicyStatusBadge status={policy.status} />
          {auto.mode === 'on' ? (
            <span className="account-item__note">
              <FormattedMessage id="account.autoPayment.onShort" />
            </span>
          ) : null}
        </p>
      </div>
      <div className="account-item__side">
        <span className="account-item__price">
          <VisuallyHidden>
            <FormattedMessage id="account.policy.premium" />{' '}
          </VisuallyHidden>
          <Price amount={policy.amount_uzs} />
        </span>
        <RenewLink token={policy.renewal} number={number} />
        <PdfLink url={policy.url} number={number} />
      </div>
    </li>
  );
}
