import { useIntl } from 'react-intl';
import { AccountScreen } from '../common/account-screen';
import { loadMyDataMessages } from './my-data-messages';
import { DashboardPage } from '../common/dashboard-page';
import { ConsentsSection } from './consents-section';
import { DeleteAccount } from './delete-account';
import { DevicesSection } from './devices-section';
import { KeptSummary } from './kept-summary';

/**
 * `dashboard/my-data` ("My data" tab, issue 27): what the insurer keeps (counts) and its download as one JSON
 * file, the consents with their dates, the devices logged in, and "Delete my account".
 */
export function MyDataPage() {
  return (
    <AccountScreen load={loadMyDataMessages}>
      <MyData />
    </AccountScreen>
  );
}

function MyData() {
  const intl = useIntl();
  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'myData.title' })}
      lead={intl.formatMessage({ id: 'myData.lead' })}
    >
      <div className="account-my-data">
        <KeptSummary />
        <ConsentsSection />
        <DevicesSection />
        <DeleteAccount />
      </div>
    </DashboardPage>
  );
}
