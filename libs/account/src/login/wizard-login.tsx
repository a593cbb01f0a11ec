import { FormattedMessage } from 'react-intl';
import { ScopedMessages } from '@polis/i18n';
import type { WizardLoginProps } from '@polis/shell';
import { Spinner } from '@polis/ui';
import { loadAccountMessages } from '../account-messages';
import { SmsLoginSteps } from './sms-login-steps';

/**
 * The cabinet's login inside a wizard ("Log in to fill from your account"): the phone and SMS code steps, then
 * the session starts; the wizard stays as it was, its application in progress on the server. Loaded when
 * opened, with the cabinet's catalogue.
 */
export function WizardLogin({ onCancel, onLoggedIn }: WizardLoginProps) {
  return (
    <ScopedMessages load={loadAccountMessages} fallback={<Spinner size="sm" />}>
      <SmsLoginSteps
        intro={
          <p className="account-muted">
            <FormattedMessage id="account.wizardLogin.text" />
          </p>
        }
        onCancel={onCancel}
        onLoggedIn={onLoggedIn}
      />
    </ScopedMessages>
  );
}
