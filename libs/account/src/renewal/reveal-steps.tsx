import { useReducer } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CabinetLoggedIn } from '@polis/api-contract';
import { ScopedMessages } from '@polis/i18n';
import { Button, Spinner } from '@polis/ui';
import { loadAccountMessages } from '../account-messages';
import { CodeStep } from '../login/code-step';
import { PhoneStep } from '../login/phone-step';
import { initialLoginState, loginFlow } from '../model/login-flow';
import { useStartSession } from '../session/use-logout';

export interface RevealStepsProps {
  /** The policy's phone as the offer shows it (masked), so the visitor knows which number is asked. */
  readonly phone: string;
  readonly onCancel: () => void;
  /** The code was right: called just before the cabinet's session starts (which resets the store). */
  readonly onLoggedIn: () => void;
}

/**
 * The renewal page's "see your details in full": the cabinet login's own phone and SMS code steps (their
 * errors, resend wait and lock after five wrong codes), then the session starts as on the login page. Loaded
 * when the visitor asks for it, with the cabinet's catalogue the steps speak.
 */
export function RevealSteps(props: RevealStepsProps) {
  return (
    <ScopedMessages load={loadAccountMessages} fallback={<Spinner size="sm" />}>
      <Steps {...props} />
    </ScopedMessages>
  );
}

function Steps({ phone, onCancel, onLoggedIn }: RevealStepsProps) {
  const [state, dispatch] = useReducer(loginFlow, initialLoginState);
  const startSession = useStartSession();

  const loggedIn = (session: CabinetLoggedIn) => {
    onLoggedIn();
    dispatch({ type: 'codeAccepted' });
    startSession(session.token);
  };

  if (state.step === 'phone')
    return (
      <PhoneStep
        phone={state.phone}
        focus
        titleId="account.renewal.reveal.phoneTitle"
        intro={
          <p className="account-muted">
            <FormattedMessage
              id="account.renewal.reveal.phoneText"
              values={{ phone: <span className="account-nowrap">{phone}</span> }}
            />
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
        submitId="account.renewal.reveal.confirm"
        onVerified={loggedIn}
        onResent={() => dispatch({ type: 'codeSent', phone: state.phone, at: Date.now() })}
        onChangePhone={() => dispatch({ type: 'phoneChangeRequested' })}
      />
    );
  return <Spinner size="sm" />;
}
