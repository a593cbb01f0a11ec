import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetBusinessRequest, SiteRequestStatus } from '@polis/api-contract';
import { LocalizedLink } from '@polis/i18n';
import { AccountScreen } from '../common/account-screen';
import { Badge } from '../common/badge';
import { DashboardPage } from '../common/dashboard-page';
import { EmptyState, ListSkeleton, LoadError } from '../common/list-states';
import { productLabel } from '../common/product-label';
import { tashkentDay } from '../model/dates';
import type { BadgeTone } from '../model/policies';
import { useGetBusinessRequestsQuery } from './business-requests-api';

const TONES: Readonly<Record<SiteRequestStatus, BadgeTone>> = {
  received: 'info',
  in_progress: 'warning',
  closed: 'muted',
};

/**
 * `dashboard/business-requests` (my-business-requests tab, issue 25): the company applications the customer sent
 * from the site's business pages, a list of their own (insurance claims are `dashboard/applications`).
 */
export function BusinessRequestsPage() {
  return (
    <AccountScreen>
      <BusinessRequests />
    </AccountScreen>
  );
}

function BusinessRequests() {
  const intl = useIntl();
  const { data, error, isError, refetch } = useGetBusinessRequestsQuery();
  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'account.business.title' })}
      lead={intl.formatMessage({ id: 'account.business.lead' })}
    >
      {isError ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? (
        <ListSkeleton label={<FormattedMessage id="account.business.loading" />} />
      ) : data.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="account.business.empty" />}
          text={
            <FormattedMessage
              id="account.business.emptyText"
              values={{
                link: (words: ReactNode[]) => <LocalizedLink to="for-business">{words}</LocalizedLink>,
              }}
            />
          }
        />
      ) : (
        <ul className="account-list" aria-label={intl.formatMessage({ id: 'account.business.title' })}>
          {data.map((request) => (
            <BusinessRequestItem key={`${request.product}-${request.id}`} request={request} />
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

/** The DMS constructor's applications (for-business/dms/constructor) are listed under this product. */
const DMS_CONSTRUCTOR = 'dms-constructor';

/** One application: the product, its number and date, the company, where it stands. */
function BusinessRequestItem({ request }: { request: CabinetBusinessRequest }) {
  const intl = useIntl();
  return (
    <li className="account-item">
      <div className="account-item__body">
        <h2 className="account-item__title">
          {request.product === DMS_CONSTRUCTOR
            ? intl.formatMessage({ id: 'account.business.dmsConstructor' })
            : productLabel(intl, `business-${request.product}`, request.product)}
        </h2>
        <p className="account-item__meta">
          <FormattedMessage
            id="account.business.numberDate"
            values={{ number: request.id, date: tashkentDay(request.created_at) }}
          />
        </p>
        {request.company_name ? <p className="account-item__text">{request.company_name}</p> : null}
      </div>
      <div className="account-item__side">
        <Badge tone={TONES[request.status]}>
          <FormattedMessage id={`account.business.status.${request.status}`} />
        </Badge>
      </div>
    </li>
  );
}
