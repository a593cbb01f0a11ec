import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { CabinetClaimDetail } from '@polis/api-contract';
import { formatDate, FormattedPrice } from '@polis/i18n';
import { ProductIcon, Skeleton, Spinner } from '@polis/ui';
import { useGetClaimQuery } from '../api/account-api';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { FactRow } from '../common/fact-row';
import { LoadError } from '../common/list-states';
import { BackLink, isNotFound, NotFoundState } from '../common/not-found-state';
import { claimDay, claimTime } from '../model/applications-by-days';
import { tashkentDay } from '../model/dates';
import { ClaimStatusBadge } from './claim-status';
import { productLabel } from '../common/product-label';
import { ClaimFiles } from '../claims/claim-files';

/** Only a claim the adjuster asked documents for takes more files: the form loads then. */
const AddClaimFiles = lazy(() =>
  import('../claims/add-claim-files').then((m) => ({ default: m.AddClaimFiles })),
);

/** `dashboard/applications/{_id}`: one claim with its amounts and dates. */
export function ApplicationPage() {
  return (
    <AccountScreen>
      <Application />
    </AccountScreen>
  );
}

function Application() {
  const intl = useIntl();
  // The route accepts positive integers only (libs/routing PARAM_RULES).
  const id = Number(useParams()._id);
  const { data: claim, error, isError, refetch } = useGetClaimQuery(id);
  const back = (
    <BackLink to="dashboard/applications">
      <FormattedMessage id="account.claims.back" />
    </BackLink>
  );
  const fallbackTitle = intl.formatMessage({ id: 'account.claim.title' });

  if (isError && isNotFound(error))
    return (
      <DashboardPage title={intl.formatMessage({ id: 'account.claim.notFound' })} back={back}>
        <NotFoundState
          text={<FormattedMessage id="account.claim.notFoundText" />}
          backTo="dashboard/applications"
          backLabel={<FormattedMessage id="account.claims.back" />}
        />
      </DashboardPage>
    );
  if (isError)
    return (
      <DashboardPage title={fallbackTitle} back={back}>
        <LoadError error={error} onRetry={refetch} />
      </DashboardPage>
    );
  if (!claim)
    return (
      <DashboardPage title={fallbackTitle} back={back}>
        <div className="account-card" aria-busy="true">
          <Spinner size="sm" label={<FormattedMessage id="account.claims.loading" />} />
          <Skeleton lines={4} height="1.1em" />
        </div>
      </DashboardPage>
    );
  return (
    <DashboardPage
      title={intl.formatMessage(
        { id: 'account.claim.heading' },
        { product: productLabel(intl, claim.product), number: claim.policy_number },
      )}
      back={back}
    >
      <ClaimSummary claim={claim} />
    </DashboardPage>
  );
}

function ClaimSummary({ claim }: { claim: CabinetClaimDetail }) {
  const day = claimDay(claim.event_date);
  const time = claimTime(claim.event_date);
  return (
    <section className="account-card account-section">
      <div className="account-detail__head">
        <ProductIcon productTypeId={claim.product_type_id} size={48} className="account-item__icon" />
        <ClaimStatusBadge status={claim.claim_status} />
      </div>
      <dl className="account-facts">
        <FactRow label={<FormattedMessage id="account.claim.event" />}>
          {day ? `${formatDate(day)}${time ? ` ${time}` : ''}` : claim.event_date}
        </FactRow>
        <FactRow label={<FormattedMessage id="account.claim.policy" />}>{claim.policy_number}</FactRow>
        <FactRow label={<FormattedMessage id="account.claim.description" />}>{claim.description}</FactRow>
        {claim.files ? (
          <FactRow label={<FormattedMessage id="account.claim.files" />}>
            <FormattedMessage id="account.claim.fileCount" values={{ count: claim.files.length }} />
          </FactRow>
        ) : null}
        {claim.payout ? (
          <FactRow label={<FormattedMessage id="account.claim.payout" />}>{claim.payout}</FactRow>
        ) : null}
        {claim.note ? (
          <FactRow label={<FormattedMessage id="account.claim.note" />}>{claim.note}</FactRow>
        ) : null}
        {claim.claimed_uzs !== null ? (
          <FactRow label={<FormattedMessage id="account.claim.claimed" />}>
            <FormattedPrice amount={claim.claimed_uzs} />
          </FactRow>
        ) : null}
        {claim.paid_uzs !== null ? (
          <FactRow label={<FormattedMessage id="account.claim.paid" />}>
            <FormattedPrice amount={claim.paid_uzs} />
          </FactRow>
        ) : null}
        <FactRow label={<FormattedMessage id="account.claim.filed" />}>
          {tashkentDay(claim.created_at)}
        </FactRow>
        <FactRow label={<FormattedMessage id="account.claim.updated" />}>
          {tashkentDay(claim.updated_at)}
        </FactRow>
      </dl>
      {claim.files ? <ClaimFiles files={claim.files} /> : null}
      {claim.claim_status === 'documents_required' ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <AddClaimFiles claimId={claim.id} />
        </Suspense>
      ) : null}
    </section>
  );
}
