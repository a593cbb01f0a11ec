import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@polis/i18n';
import { href } from '@polis/routing';
import { Button } from '@polis/ui';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { useCabinetUser } from '../session/session-gate';

/** `dashboard/referals` (hidden tab): the user's invitation code and link, and how many joined with it. */
export function ReferalsPage() {
  return (
    <AccountScreen>
      <Referals />
    </AccountScreen>
  );
}

function Referals() {
  const intl = useIntl();
  const lang = useLang();
  const user = useCabinetUser();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  // The login reads `?ref=`; the code counts when that login creates the account (apps/api cabinet README).
  const link = `${window.location.origin}${href(lang, 'login')}?ref=${encodeURIComponent(user.referral_code)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'account.referals.title' })}
      lead={intl.formatMessage({ id: 'account.referals.lead' })}
    >
      <div className="account-referals">
        <section className="account-card account-section" aria-labelledby="account-referal-code">
          <h2 id="account-referal-code" className="account-section__title">
            <FormattedMessage id="account.referals.code" />
          </h2>
          <p className="account-code">{user.referral_code}</p>
          <label className="account-label" htmlFor="account-referal-link">
            <FormattedMessage id="account.referals.link" />
          </label>
          <input
            id="account-referal-link"
            className="polis-input"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
          <div className="account-actions">
            <Button variant="secondary" onClick={copy}>
              <FormattedMessage id="account.referals.copy" />
            </Button>
            <p className="account-muted" role="status">
              {copied ? <FormattedMessage id={`account.referals.copy.${copied}`} /> : null}
            </p>
          </div>
        </section>
        <section className="account-card account-section" aria-labelledby="account-referal-count">
          <h2 id="account-referal-count" className="account-section__title">
            <FormattedMessage id="account.referals.invited" />
          </h2>
          <p className="account-count">
            <FormattedMessage id="account.referals.invitedCount" values={{ count: user.invited_count }} />
          </p>
        </section>
      </div>
    </DashboardPage>
  );
}
