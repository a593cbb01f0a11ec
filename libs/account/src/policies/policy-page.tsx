import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { CabinetPolicyDetail } from '@polis/api-contract';
import { FormattedPrice, useLang } from '@polis/i18n';
import { ProductIcon, Skeleton, Spinner } from '@polis/ui';
import { useGetPolicyQuery } from '../api/account-api';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { FactRow } from '../common/fact-row';
import { LoadError } from '../common/list-states';
import { BackLink, isNotFound, NotFoundState } from '../common/not-found-state';
import { tashkentDay } from '../model/dates';
import { policyNumber } from '../model/policies';
import { policyFacts } from '../model/policy-facts';
import { AutoPaymentPanel } from './auto-payment-panel';
import { MonthlyPlanSection } from './monthly-plan-section';
import { PdfLink } from './pdf-link';
import { PolicyFiles } from './policy-files';
import { loadPolicyMessages } from './policy-messages';
import { PolicyFactsList } from './policy-facts-list';
import { PolicyPeriod } from './policy-period';
import { PolicyReceipts } from './policy-receipts';
import { PolicyStatusBadge } from './policy-status';
import { RenewLink } from './renew-link';
import { ReportEvent } from '../claims/report-event';
import { CancelPolicy } from './cancel-policy';
import { ChangeLink, PolicyVersions } from '../changes/policy-versions';

/** `dashboard/policies/{_id}` (hidden policy-info tab): one policy, its PDF and its auto-payment. */
export function PolicyPage() {
  return (
    <AccountScreen load={loadPolicyMessages}>
      <PolicyInfo />
    </AccountScreen>
  );
}

function PolicyInfo() {
  const intl = useIntl();
  const lang = useLang();
  // The route accepts positive integers only (libs/routing PARAM_RULES), so this is a number.
  const id = Number(useParams()._id);
  const { data: policy, error, isError, refetch } = useGetPolicyQuery({ id, lang });
  const back = (
    <BackLink to="dashboard/policies">
      <FormattedMessage id="account.policies.back" />
    </BackLink>
  );

  if (isError && isNotFound(error))
    return (
      <DashboardPage title={intl.formatMessage({ id: 'account.policy.notFound' })} back={back}>
        <NotFoundState
          text={<FormattedMessage id="account.policy.notFoundText" />}
          backTo="dashboard/policies"
          backLabel={<FormattedMessage id="account.policies.back" />}
        />
      </DashboardPage>
    );
  if (isError)
    return (
      <DashboardPage title={intl.formatMessage({ id: 'account.policy.title' })} back={back}>
        <LoadError error={error} onRetry={refetch} />
      </DashboardPage>
    );
  if (!policy)
    return (
      <DashboardPage title={intl.formatMessage({ id: 'account.policy.title' })} back={back}>
        <div className="account-card" aria-busy="true">
          <Spinner size="sm" label={<FormattedMessage id="account.policy.loading" />} />
          <Skeleton lines={5} height="1.1em" />
        </div>
      </DashboardPage>
    );
  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'account.policy.number' }, { number: policyNumber(policy) })}
      lead={policy.product_name}
      back={back}
      actions={
        <>
          <RenewLink token={policy.renewal} number={policyNumber(policy)} size="md" />
          {policy.status === 'active' || policy.status === 'pending' ? <ChangeLink id={policy.id} /> : null}
          <PdfLink
            url={policy.url}
            number={policyNumber(policy)}
            variant={policy.renewal ? 'secondary' : 'primary'}
            size="md"
          />
        </>
      }
    >
      <div className="account-detail">
        <PolicySummary policy={policy} />
        <PolicyVersions id={policy.id} />
        <PolicyFiles files={policy.files} />
        <AutoPaymentPanel policy={policy} />
        {policy.monthly ? <MonthlyPlanSection monthly={policy.monthly} /> : null}
        <PolicyReceipts policyId={policy.id} />
        <ReportEvent policy={policy} />
        <CancelPolicy policy={policy} />
      </div>
    </DashboardPage>
  );
}

function PolicySummary({ policy }: { policy: CabinetPolicyDetail }) {
  return (
    <section className="account-card account-section">
      <div className="account-detail__head">
        <ProductIcon productTypeId={policy.product_type_id} size={48} className="account-item__icon" />
        <PolicyStatusBadge status={policy.status} />
      </div>
      <dl className="account-facts">
        <FactRow label={<FormattedMessage id="account.policy.period" />}>
          <PolicyPeriod from={policy.valid_from} to={policy.valid_to} />
        </FactRow>
        <FactRow label={<FormattedMessage id="account.policy.premium" />}>
          <FormattedPrice amount={policy.amount_uzs} />
        </FactRow>
        {policy.holder_name ? (
          <FactRow label={<FormattedMessage id="account.policy.holder" />}>{policy.holder_name}</FactRow>
        ) : null}
        <FactRow label={<FormattedMessage id="account.policy.issued" />}>
          {tashkentDay(policy.issued_at)}
        </FactRow>
        <PolicyFactsList facts={policyFacts(policy.details)} />
      </dl>
    </section>
  );
}
