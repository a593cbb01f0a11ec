import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@polis/i18n';
import { useGetClaimsQuery } from '../api/account-api';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { EmptyState, ListSkeleton, LoadError } from '../common/list-states';
import { applicationsByDays } from '../model/applications-by-days';
import { ClaimCard } from './claim-card';

/** `dashboard/applications` (my-applications tab): the user's claims, grouped by the day of the event. */
export function ApplicationsPage() {
  return (
    <AccountScreen>
      <Applications />
    </AccountScreen>
  );
}

function Applications() {
  const intl = useIntl();
  const { data, error, isError, refetch } = useGetClaimsQuery();
  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'account.claims.title' })}
      lead={intl.formatMessage({ id: 'account.claims.lead' })}
    >
      {isError ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? (
        <ListSkeleton label={<FormattedMessage id="account.claims.loading" />} />
      ) : data.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="account.claims.empty" />}
          text={<FormattedMessage id="account.claims.emptyText" />}
        />
      ) : (
        <div className="account-days">
          {applicationsByDays(data).map(({ day, claims }) => (
            <section
              key={day ?? 'unknown'}
              className="account-day"
              aria-labelledby={`account-day-${day ?? 'unknown'}`}
            >
              <h2 id={`account-day-${day ?? 'unknown'}`} className="account-day__title">
                {day ? formatDate(day) : <FormattedMessage id="account.claims.noDate" />}
              </h2>
              <ul className="account-list">
                {claims.map((claim) => (
                  <ClaimCard key={claim.id} claim={claim} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </DashboardPage>
  );
}
