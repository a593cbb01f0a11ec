import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLang } from '@polis/i18n';
import { buttonClassName } from '@polis/ui';
import { useGetPoliciesQuery } from '../api/account-api';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { EmptyState, ListSkeleton, LoadError } from '../common/list-states';
import { PolicyCard } from './policy-card';

/** `dashboard/policies` (my-policies tab): the user's issued policies, takaful ones left out. */
export function PoliciesPage() {
  return (
    <AccountScreen>
      <Policies />
    </AccountScreen>
  );
}

function Policies() {
  const intl = useIntl();
  const lang = useLang();
  const { data, error, isError, refetch } = useGetPoliciesQuery({ lang });
  return (
    <DashboardPage title={intl.formatMessage({ id: 'account.policies.title' })}>
      {isError ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? (
        <ListSkeleton label={<FormattedMessage id="account.policies.loading" />} />
      ) : data.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="account.policies.empty" />}
          text={<FormattedMessage id="account.policies.emptyText" />}
          action={
            <LocalizedLink to="catalogue" className={buttonClassName('primary')}>
              <FormattedMessage id="account.policies.buy" />
            </LocalizedLink>
          }
        />
      ) : (
        <ul className="account-list">
          {data.map((policy) => (
            <PolicyCard key={policy.id} policy={policy} />
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}
