import { FormattedMessage } from 'react-intl';
import type { CabinetPolicy } from '@polis/api-contract';
import { Badge } from '../common/badge';
import { POLICY_STATUS_TONE } from '../model/policies';

export function PolicyStatusBadge({ status }: { status: CabinetPolicy['status'] }) {
  return (
    <Badge tone={POLICY_STATUS_TONE[status] ?? 'muted'}>
      <FormattedMessage id={`account.policy.status.${status}`} />
    </Badge>
  );
}
