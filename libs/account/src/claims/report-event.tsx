import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { CabinetClaimDetail, CabinetPolicyDetail } from '@polis/api-contract';
import { LocalizedLink } from '@polis/i18n';
import { Button, Spinner } from '@polis/ui';
import { StepHeading } from '../common/step-heading';
import { ClaimStatusBadge } from '../applications/claim-status';
import { lazy, Suspense, useState } from 'react';

/** The form and its calls load when the customer opens it: the policy page stays light. */
const PolicyClaimForm = lazy(() =>
  import('./policy-claim-form').then((m) => ({ default: m.PolicyClaimForm })),
);

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
          <Suspense
            fallback={<Spinner size="sm" label={<FormattedMessage id="account.claimForm.loading" />} />}
          >
            <PolicyClaimForm policy={policy} onFiled={setFiled} />
          </Suspense>
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
