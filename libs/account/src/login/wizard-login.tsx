import { useReducer } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CabinetLoggedIn } from '@polis/api-contract';
import { ScopedMessages } from '@polis/i18n';
import type { WizardLoginProps } from '@polis/shell';
import { Button, Spinner } from '@polis/ui';
import { loadAccountMessages } from '../account-messages';
import { initialLoginState, loginFlow } from '../model/login-flow';
import { useStartSession } from '../session/use-logout';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';

/**
 * The cabinet's login inside a wizard ("Log in to fill from your account"): its own phone and SMS code steps
 * (their errors, resend wait and lock after five wrong codes), then the session starts; the wizard stays as it
 * was, its application in progress on the server. Loaded when opened, with the cabinet's catalogue.
 */
export function WizardLogin(props: WizardLoginProps) {
  return (
    <ScopedMessages load={loadAccountMessages} fallback={<Spinner size="sm" />}>
      <Steps {...props} />
    </ScopedMessages>
  );
}

function Steps({ onCancel, onLoggedIn }: WizardLoginProps) {
  const [state, dispatch] = useReducer(loginFlow, initialLoginState);
  const startSession = useStartSession();

  const loggedIn = (session: CabinetLoggedIn) => {
    dispatch({ type: 'codeAccepted' });
    startSession(session.token);
    onLoggedIn();
  };

  if (state.step === 'phone')
    return (
      <PhoneStep
        phone={state.phone}
        focus
        intro={
          <p className="account-muted">
            <FormattedMessage id="account.wizardLogin.text" />
          </p>
        }
        extra={
          <Button variant="ghost" onClick={onCancel}>
            <FormattedMessage id="account.renewal.reveal.cancel" />
          </Button>
        }
        onSent={(typed) => dispatch({ type: 'codeSent', phone: typed, at: Date.now() })}
      />
    );
  if (state.step === 'code')
    return (
      <CodeStep
        key={state.sentAt}
        phone={state.phone}
        sentAt={state.sentAt}
        onVerified={loggedIn}
        onResent={() => dispatch({ type: 'codeSent', phone: state.phone, at: Date.now() })}
        onChangePhone={() => dispatch({ type: 'phoneChangeRequested' })}
      />
    );
  return <Spinner size="sm" />;
}
