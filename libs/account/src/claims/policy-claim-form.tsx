import { FormattedMessage } from 'react-intl';
import type { CabinetClaimDetail, CabinetPolicyDetail } from '@polis/api-contract';
import { useLang } from '@polis/i18n';
import { Spinner } from '@polis/ui';
import { FormError } from '../common/form-error';
import { claimError } from '../model/claim-errors';
import { ClaimForm } from './claim-form';
import { useFileClaimMutation, useGetClaimPolicyQuery } from './claims-api';

/** The product's claim form for a policy of the cabinet, filed with the session (loaded when it is opened). */
export function PolicyClaimForm({
  policy,
  onFiled,
}: {
  policy: CabinetPolicyDetail;
  onFiled: (claim: CabinetClaimDetail) => void;
}) {
  const lang = useLang();
  const { data, error, isError } = useGetClaimPolicyQuery({
    policy_series: policy.policy_series,
    policy_number: policy.policy_number,
    lang,
  });
  const [fileClaim] = useFileClaimMutation();
  if (isError) return <FormError error={claimError(error).message} />;
  if (!data) return <Spinner size="sm" label={<FormattedMessage id="account.claimForm.loading" />} />;
  return (
    <ClaimForm
      policy={data}
      file={(fields, files) =>
        fileClaim({
          fields: { ...fields, policy_series: policy.policy_series, policy_number: policy.policy_number },
          files,
        })
      }
      onFiled={onFiled}
    />
  );
}
