import { FormattedMessage } from 'react-intl';
import { ScopedMessages } from '@polis/i18n';
import { Spinner } from '@polis/ui';
import { loadAccountMessages } from '../account-messages';
import { SmsLoginSteps } from '../login/sms-login-steps';

export interface RevealStepsProps {
  /** The policy's phone as the offer shows it (masked), so the visitor knows which number is asked. */
  readonly phone: string;
  readonly onCancel: () => void;
  /** The code was right: called just before the cabinet's session starts (which resets the store). */
  readonly onLoggedIn: () => void;
}

/**
 * The renewal page's "see your details in full": the cabinet login's own phone and SMS code steps, then the
 * session starts as on the login page. Loaded when the visitor asks for it, with the cabinet's catalogue.
 */
export function RevealSteps({ phone, onCancel, onLoggedIn }: RevealStepsProps) {
  return (
    <ScopedMessages load={loadAccountMessages} fallback={<Spinner size="sm" />}>
      <SmsLoginSteps
        titleId="account.renewal.reveal.phoneTitle"
        submitId="account.renewal.reveal.confirm"
        intro={
          <p className="account-muted">
            <FormattedMessage
              id="account.renewal.reveal.phoneText"
              values={{ phone: <span className="account-nowrap">{phone}</span> }}
            />
          </p>
        }
        onCancel={onCancel}
        onLoggedIn={onLoggedIn}
      />
    </ScopedMessages>
  );
}
