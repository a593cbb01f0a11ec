import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetClaimDetail, ClaimPolicy } from '@polis/api-contract';
import { ScopedMessages, formatDate, useLang } from '@polis/i18n';
import { Button, Spinner } from '@polis/ui';
import { FormRadioGroup, FormTextField, StepForm } from '@polis/wizard-core';
import { loadAccountMessages } from '../account-messages';
import { FormError } from '../common/form-error';
import { StepHeading } from '../common/step-heading';
import { CodeStep } from '../login/code-step';
import { PhoneStep } from '../login/phone-step';
import { ClaimStatusBadge } from '../applications/claim-status';
import type { MessageRef } from '../model/cabinet-errors';
import { claimError } from '../model/claim-errors';
import { AddClaimFiles } from './add-claim-files';
import { ClaimForm } from './claim-form';
import { namingSchema, namingOf, type NamingValues } from './naming.schema';
import { readProgress, saveProgress, type ClaimantProgress } from './claimant-session';
import {
  useFileClaimMutation,
  useGetClaimantClaimsQuery,
  useGetClaimPolicyQuery,
  useLazyGetClaimPolicyQuery,
  useSendClaimCodeMutation,
  useVerifyClaimCodeMutation,
  type PolicyNaming,
} from './claims-api';
import '../account.css';

/**
 * The online claim of /{lang}/insurance-event, without an account: the policy (series and number, or an OSAGO
 * car's plate) -> the claimant's phone and SMS code -> the product's form -> the claim's number and status,
 * then the claims of that session (more files when the adjuster asks).
 */
export function InsuranceEventClaim() {
  return (
    <ScopedMessages load={loadAccountMessages} fallback={<Spinner size="sm" />}>
      <ClaimFlow />
    </ScopedMessages>
  );
}

type Step =
  | { readonly id: 'policy' }
  | { readonly id: 'phone'; readonly policy: ClaimPolicy; readonly naming: PolicyNaming }
  | {
      readonly id: 'code';
      readonly policy: ClaimPolicy;
      readonly naming: PolicyNaming;
      readonly phone: string;
      /** When the code was sent (ms): another may be asked for a minute later. */
      readonly sentAt: number;
    }
  | { readonly id: 'form'; readonly naming: PolicyNaming }
  | { readonly id: 'done'; readonly claim: CabinetClaimDetail };

function ClaimFlow() {
  const [progress, setProgress] = useState<ClaimantProgress>(() => readProgress());
  const [step, setStep] = useState<Step>(() =>
    progress.token && progress.naming ? { id: 'form', naming: progress.naming } : { id: 'policy' },
  );
  const [moved, setMoved] = useState(false);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  const [sendCode] = useSendClaimCodeMutation();
  const [verifyCode] = useVerifyClaimCodeMutation();
  const remember = (next: ClaimantProgress) => {
    setProgress(next);
    saveProgress(next);
  };

  return (
    <div className="account-claim-flow">
      <p className="account-muted" aria-live="polite">
        <FormattedMessage id={`account.claimFlow.progress.${step.id}`} />
      </p>
      {step.id === 'policy' ? (
        <PolicyStep focus={moved} onFound={(policy, naming) => go({ id: 'phone', policy, naming })} />
      ) : step.id === 'phone' ? (
        <PhoneStep
          titleId="account.claimFlow.phoneTitle"
          focus
          send={(phone) => sendCode({ ...step.naming, phone })}
          intro={
            <>
              <PolicySummary policy={step.policy} />
              <p className="account-muted">
                <FormattedMessage
                  id={step.policy.liability ? 'account.claimFlow.phoneVictim' : 'account.claimFlow.phoneText'}
                />
              </p>
            </>
          }
          extra={
            <Button variant="ghost" onClick={() => go({ id: 'policy' })}>
              <FormattedMessage id="account.claimFlow.otherPolicy" />
            </Button>
          }
          onSent={(phone) => go({ ...step, id: 'code', phone, sentAt: Date.now() })}
        />
      ) : step.id === 'code' ? (
        <CodeStep
          key={step.sentAt}
          phone={step.phone}
          sentAt={step.sentAt}
          submitId="account.claimFlow.confirm"
          verify={(code) => verifyCode({ phone: step.phone, code })}
          resend={(phone) => sendCode({ ...step.naming, phone })}
          onVerified={({ token, expires_at }) => {
            remember({ token, expiresAt: expires_at, naming: step.naming });
            go({ id: 'form', naming: step.naming });
          }}
          onResent={() => go({ ...step, sentAt: Date.now() })}
          onChangePhone={() => go({ ...step, id: 'phone' })}
        />
      ) : step.id === 'form' && progress.token ? (
        <FormStep
          naming={step.naming}
          token={progress.token}
          onFiled={(claim) => go({ id: 'done', claim })}
        />
      ) : step.id === 'done' ? (
        <Done claim={step.claim} onAnother={() => go({ id: 'policy' })} />
      ) : null}
      {progress.token && step.id !== 'code' ? <ClaimantClaims token={progress.token} /> : null}
    </div>
  );
}

function PolicySummary({ policy }: { policy: ClaimPolicy }) {
  return (
    <p className="account-claim-policy">
      <strong>{policy.product_name}</strong>, {policy.policy_number} · {policy.holder} ·{' '}
      {formatDate(policy.valid_from)} – {formatDate(policy.valid_to)}
    </p>
  );
}

function PolicyStep({
  focus,
  onFound,
}: {
  focus: boolean;
  onFound: (p: ClaimPolicy, n: PolicyNaming) => void;
}) {
  const intl = useIntl();
  const lang = useLang();
  const [lookUp] = useLazyGetClaimPolicyQuery();
  const [error, setError] = useState<MessageRef | null>(null);
  const submit = async (values: NamingValues) => {
    setError(null);
    const naming = namingOf(values);
    const result = await lookUp({ ...naming, lang });
    if (result.data) onFound(result.data, naming);
    else setError(claimError(result.error).message);
  };
  return (
    <StepForm<NamingValues>
      initialValues={{ by: 'number', policy_series: '', policy_number: '', plate: '' }}
      schema={namingSchema}
      onSubmit={submit}
      label={intl.formatMessage({ id: 'account.claimFlow.policyTitle' })}
    >
      {({ isSubmitting, values }) => (
        <div className="account-form">
          <StepHeading focus={focus}>
            <FormattedMessage id="account.claimFlow.policyTitle" />
          </StepHeading>
          <FormRadioGroup
            name="by"
            legend={intl.formatMessage({ id: 'account.claimFlow.by' })}
            options={[
              { value: 'number', label: intl.formatMessage({ id: 'account.claimFlow.byNumber' }) },
              { value: 'plate', label: intl.formatMessage({ id: 'account.claimFlow.byPlate' }) },
            ]}
            appearance="inline"
          />
          {values.by === 'number' ? (
            <div className="account-row">
              <FormTextField
                name="policy_series"
                label={intl.formatMessage({ id: 'account.claimFlow.series' })}
                autoComplete="off"
                required
              />
              <FormTextField
                name="policy_number"
                label={intl.formatMessage({ id: 'account.claimFlow.number' })}
                inputMode="numeric"
                autoComplete="off"
                required
              />
            </div>
          ) : (
            <FormTextField
              name="plate"
              label={intl.formatMessage({ id: 'account.claimFlow.plate' })}
              hint={intl.formatMessage({ id: 'account.claimFlow.plateHint' })}
              autoComplete="off"
              required
            />
          )}
          <FormError error={error} />
          <Button type="submit" size="lg" block loading={isSubmitting}>
            <FormattedMessage id="account.claimFlow.find" />
          </Button>
        </div>
      )}
    </StepForm>
  );
}

function FormStep({
  naming,
  token,
  onFiled,
}: {
  naming: PolicyNaming;
  token: string;
  onFiled: (claim: CabinetClaimDetail) => void;
}) {
  const lang = useLang();
  const { data: policy, error, isError } = useGetClaimPolicyQuery({ ...naming, lang });
  const [fileClaim] = useFileClaimMutation();
  return (
    <div className="account-form">
      <StepHeading focus>
        <FormattedMessage id="account.claimForm.title" />
      </StepHeading>
      {isError ? (
        <FormError error={claimError(error).message} />
      ) : !policy ? (
        <Spinner size="sm" label={<FormattedMessage id="account.claimForm.loading" />} />
      ) : (
        <>
          <PolicySummary policy={policy} />
          <ClaimForm
            policy={policy}
            file={(fields, files) => fileClaim({ fields: { ...fields, ...naming }, files, token })}
            onFiled={onFiled}
          />
        </>
      )}
    </div>
  );
}

function Done({ claim, onAnother }: { claim: CabinetClaimDetail; onAnother: () => void }) {
  return (
    <div className="account-form" role="status">
      <StepHeading focus>
        <FormattedMessage id="account.claimForm.filed" values={{ id: claim.id }} />
      </StepHeading>
      <p>
        <FormattedMessage id="account.claimForm.filedText" values={{ number: claim.policy_number }} />{' '}
        <ClaimStatusBadge status={claim.claim_status} />
      </p>
      <p className="account-muted">
        <FormattedMessage id="account.claimFlow.sms" />
      </p>
      <Button variant="ghost" onClick={onAnother}>
        <FormattedMessage id="account.claimFlow.another" />
      </Button>
    </div>
  );
}

/** The claims of the claimant's session, with the adjuster's note and more files when asked. */
function ClaimantClaims({ token }: { token: string }) {
  const { data } = useGetClaimantClaimsQuery({ token });
  if (!data || data.length === 0) return null;
  return (
    <section className="account-section" aria-labelledby="claimant-claims">
      <h2 id="claimant-claims" className="account-step__title">
        <FormattedMessage id="account.claimFlow.yourClaims" />
      </h2>
      <ul className="account-list">
        {data.map((claim) => (
          <li key={claim.id} className="account-item">
            <div className="account-item__body">
              <h3 className="account-item__title">
                <FormattedMessage id="account.claimFlow.claimNo" values={{ id: claim.id }} />
              </h3>
              <p className="account-item__meta">
                <FormattedMessage id="account.policy.number" values={{ number: claim.policy_number }} />
                {claim.files ? (
                  <>
                    {' · '}
                    <FormattedMessage id="account.claim.fileCount" values={{ count: claim.files.length }} />
                  </>
                ) : null}
              </p>
              {claim.note ? <p className="account-item__text">{claim.note}</p> : null}
              {claim.claim_status === 'documents_required' ? (
                <AddClaimFiles claimId={claim.id} token={token} />
              ) : null}
            </div>
            <div className="account-item__side">
              <ClaimStatusBadge status={claim.claim_status} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
