import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { CabinetClaimDetail, CabinetPolicyDetail } from '@polis/api-contract';
import { LocalizedLink, useLang } from '@polis/i18n';
import { Button, Spinner } from '@polis/ui';
import { FormError } from '../common/form-error';
import { StepHeading } from '../common/step-heading';
import { claimError } from '../model/claim-errors';
import { ClaimStatusBadge } from '../applications/claim-status';
import { ClaimForm } from './claim-form';
import { useFileClaimMutation, useGetClaimPolicyQuery } from './claims-api';
import { useState } from 'react';

/** `?claim=1` keeps the form open across a reload (the fields themselves are not kept: they are personal). */
const OPEN = 'claim';

/**
 * "Report an insured event" on a policy's page: the form of the policy's product, pre-filled with the policy,
 * filed with the cabinet session; the claim then shows in "My claims".
 */
export function ReportEvent({ policy }: { policy: CabinetPolicyDetail }) {
  const [params, setParams] = useSearchParams();
  const open = params.get(OPEN) === '1';
  const [filed, setFiled] = useState<CabinetClaimDetail | null>(null);
  const toggle = (next: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(OPEN, '1');
        else copy.delete(OPEN);
        return copy;
      },
      { replace: true },
    );

  if (policy.status === 'cancelled') return null;
  return (
    <section className="account-card account-section" aria-labelledby="report-event-title">
      {filed ? (
        <Filed claim={filed} />
      ) : open ? (
        <>
          <StepHeading focus>
            <span id="report-event-title">
              <FormattedMessage id="account.claimForm.title" />
            </span>
          </StepHeading>
          <PolicyClaimForm policy={policy} onFiled={setFiled} />
          <Button variant="ghost" onClick={() => toggle(false)}>
            <FormattedMessage id="account.claimForm.cancel" />
          </Button>
        </>
      ) : (
        <>
          <h2 id="report-event-title" className="account-step__title">
            <FormattedMessage id="account.claimForm.title" />
          </h2>
          <p className="account-muted">
            <FormattedMessage id="account.claimForm.lead" />
          </p>
          <Button onClick={() => toggle(true)}>
            <FormattedMessage id="account.claimForm.open" />
          </Button>
        </>
      )}
    </section>
  );
}

function PolicyClaimForm({
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

/** The claim filed: its number and status, and where to follow it. */
export function Filed({ claim }: { claim: CabinetClaimDetail }) {
  const intl = useIntl();
  return (
    <div className="account-form" role="status">
      <StepHeading focus>
        <FormattedMessage id="account.claimForm.filed" values={{ id: claim.id }} />
      </StepHeading>
      <p>
        <FormattedMessage id="account.claimForm.filedText" values={{ number: claim.policy_number }} />{' '}
        <ClaimStatusBadge status={claim.claim_status} />
      </p>
      <LocalizedLink to="dashboard/applications/:_id" params={{ _id: claim.id }}>
        {intl.formatMessage({ id: 'account.claimForm.follow' })}
      </LocalizedLink>
    </div>
  );
}
