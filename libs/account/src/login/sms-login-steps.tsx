import { useReducer, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CabinetLoggedIn } from '@polis/api-contract';
import { Button, Spinner } from '@polis/ui';
import { initialLoginState, loginFlow } from '../model/login-flow';
import { useStartSession } from '../session/use-logout';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';

export interface SmsLoginStepsProps {
  /** What the phone step says above the field. */
  readonly intro: ReactNode;
  /** The phone step's heading (the cabinet login's unless given). */
  readonly titleId?: string;
  /** The code step's button (the cabinet login's "Log in" unless given). */
  readonly submitId?: string;
  readonly onCancel: () => void;
  /** The code was right: called just before the cabinet's session starts (which resets the store). */
  readonly onLoggedIn: () => void;
}

/**
 * The cabinet login's phone and SMS code steps in place (their errors, resend wait and lock after five wrong
 * codes), with a Cancel; then the session starts as on the login page. The renewal's reveal and a wizard's
 * login use them.
 */
export function SmsLoginSteps({ intro, titleId, submitId, onCancel, onLoggedIn }: SmsLoginStepsProps) {
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
        {...(titleId ? { titleId } : {})}
        intro={intro}
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
        {...(submitId ? { submitId } : {})}
        onVerified={loggedIn}
        onResent={() => dispatch({ type: 'codeSent', phone: state.phone, at: Date.now() })}
        onChangePhone={() => dispatch({ type: 'phoneChangeRequested' })}
      />
    );
  return <Spinner size="sm" />;
}
