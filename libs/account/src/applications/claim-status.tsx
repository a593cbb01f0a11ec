import { FormattedMessage } from 'react-intl';
import { Badge } from '../common/badge';
import { claimStatusTone, isKnownClaimStatus } from '../model/claim-status';

export function ClaimStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={claimStatusTone(status)}>
      {isKnownClaimStatus(status) ? <FormattedMessage id={`account.claim.status.${status}`} /> : status}
    </Badge>
  );
}
