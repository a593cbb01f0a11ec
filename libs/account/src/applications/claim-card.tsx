import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetClaim } from '@polis/api-contract';
import { LocalizedLink } from '@polis/i18n';
import { ProductIcon } from '@polis/ui';
import { claimTime } from '../model/applications-by-days';
import { ClaimStatusBadge } from './claim-status';
import { productLabel } from '../common/product-label';

/** One claim of a day: product, policy, time of the event, status, what happened. */
export function ClaimCard({ claim }: { claim: CabinetClaim }) {
  const intl = useIntl();
  const time = claimTime(claim.event_date);
  return (
    <li className="account-item">
      <ProductIcon productTypeId={claim.product_type_id} size={40} className="account-item__icon" />
      <div className="account-item__body">
        <h3 className="account-item__title">
          <LocalizedLink to="dashboard/applications/:_id" params={{ _id: claim.id }}>
            {productLabel(intl, claim.product)}
          </LocalizedLink>
        </h3>
        <p className="account-item__meta">
          <FormattedMessage id="account.policy.number" values={{ number: claim.policy_number }} />
          {time ? (
            <>
              {' · '}
              <FormattedMessage id="account.claim.at" values={{ time }} />
            </>
          ) : null}
        </p>
        <p className="account-item__text">{claim.description}</p>
        {claim.files ? (
          <p className="account-item__meta">
            <FormattedMessage id="account.claim.fileCount" values={{ count: claim.files.length }} />
          </p>
        ) : null}
        {claim.note ? <p className="account-item__text">{claim.note}</p> : null}
      </div>
      <div className="account-item__side">
        <ClaimStatusBadge status={claim.claim_status} />
      </div>
    </li>
  );
}
