import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizedLink } from '@polis/i18n';
import { LANGUAGE_NAMES, buttonClassName } from '@polis/ui';
import { APP_SCHEME } from '@polis/payment';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { FactRow } from '../common/fact-row';
import { RegisterForm } from '../login/register-form';
import { appReturnUrl, currentApp } from '../model/app-context';
import { displayPhone } from '@polis/wizard-core';
import { useCabinetUser } from '../session/session-gate';
import type { ProfileSavedState } from './edit-profile-page';
import { fullName } from './full-name';

// The reminder switch loads beside the page's facts, not with them: the route's first load stays as it was.
const RemindersSetting = lazy(() =>
  import('./reminders-setting').then((m) => ({ default: m.RemindersSetting })),
);

/**
 * `dashboard` (user-info tab): who is logged in, registration for a phone not yet linked, profile link, and
 * the renewal reminders by SMS.
 */
export function UserInfoPage() {
  return (
    <AccountScreen>
      <UserInfo />
    </AccountScreen>
  );
}

function UserInfo() {
  const intl = useIntl();
  const user = useCabinetUser();
  const [app] = useState(currentApp);
  const [registered, setRegistered] = useState(false);
  const saved = (useLocation().state as Partial<ProfileSavedState> | null)?.profileSaved === true;
  const name = fullName(user);
  const none = intl.formatMessage({ id: 'account.user.none' });
  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'account.user.title' })}
      lead={
        name ? intl.formatMessage({ id: 'account.user.greeting' }, { name: user.first_name ?? name }) : null
      }
      actions={
        <LocalizedLink to="dashboard/edit-profile" className={buttonClassName('secondary')}>
          <FormattedMessage id="account.user.edit" />
        </LocalizedLink>
      }
    >
      {app ? (
        <p className="account-app-return">
          <a className={buttonClassName('primary', 'lg', true)} href={appReturnUrl(app, APP_SCHEME)}>
            <FormattedMessage id="account.user.backToApp" />
          </a>
        </p>
      ) : null}
      <dl className="account-facts account-card">
        <FactRow label={<FormattedMessage id="account.user.name" />}>{name || none}</FactRow>
        <FactRow label={<FormattedMessage id="account.user.phone" />}>
          <span className="account-nowrap">{displayPhone(user.phone)}</span>
        </FactRow>
        <FactRow label={<FormattedMessage id="account.user.birthday" />}>{user.birthday ?? none}</FactRow>
        <FactRow label={<FormattedMessage id="account.user.passport" />}>{user.passport ?? none}</FactRow>
        <FactRow label={<FormattedMessage id="account.user.email" />}>{user.email ?? none}</FactRow>
        <FactRow label={<FormattedMessage id="account.user.lang" />}>
          {user.lang ? LANGUAGE_NAMES[user.lang] : none}
        </FactRow>
      </dl>
      {saved ? (
        <p className="account-success" role="status">
          <FormattedMessage id="account.profile.saved" />
        </p>
      ) : null}
      {registered ? (
        <p className="account-success" role="status">
          <FormattedMessage id="account.register.done" />
        </p>
      ) : null}
      {user.is_registered ? null : <Registration onRegistered={() => setRegistered(true)} />}
      <Suspense fallback={null}>
        <RemindersSetting />
      </Suspense>
    </DashboardPage>
  );
}

/** An account made by a first login: linking the person shows policies bought with the passport too. */
function Registration({ onRegistered }: { onRegistered: () => void }) {
  return (
    <section className="account-card account-section account-narrow" aria-labelledby="account-register-title">
      <h2 id="account-register-title" className="account-section__title">
        <FormattedMessage id="account.register.title" />
      </h2>
      <p className="account-muted">
        <FormattedMessage id="account.register.text" />
      </p>
      <RegisterForm onRegistered={onRegistered} />
    </section>
  );
}
