import { useEffect, useReducer } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CabinetLoggedIn } from '@polis/api-contract';
import { useHref, useHydrated } from '@polis/i18n';
import { PageMeta } from '@polis/shell';
import { Button, Container, LoadingPage, PageTitle, Spinner } from '@polis/ui';
import { useCheckRegisterMutation } from '../api/account-api';
import { StepHeading } from '../common/step-heading';
import { currentApp, rememberApp } from '../model/app-context';
import { initialLoginState, loggingIn, loginFlow, referralFromSearch } from '../model/login-flow';
import { useLogout, useStartSession } from '../session/use-logout';
import { useToken } from '../session/use-token';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { RegisterForm } from './register-form';

/**
 * `login` and `login/{app}`: phone, SMS code, and registration for a phone the registry has not linked.
 * `?logout` (the cabinet's logout tab) ends the session first. A visitor already logged in goes to the
 * dashboard.
 */
export function LoginScreen() {
  const intl = useIntl();
  const build = useHref();
  const navigate = useNavigate();
  const { app } = useParams();
  const [search] = useSearchParams();
  const token = useToken();
  const [state, dispatch] = useReducer(loginFlow, initialLoginState);
  const [checkRegister] = useCheckRegisterMutation();
  const startSession = useStartSession();
  const logoutRequested = search.has('logout');
  // The prerendered login page (the same for every visitor) is hydrated as drawn, then shows the logout.
  const hydrated = useHydrated();
  useEndSession(logoutRequested, app);
  const dashboard = build('dashboard');

  useEffect(() => {
    if (app) rememberApp(app);
  }, [app]);

  if (logoutRequested && hydrated) return <LoadingPage />;
  if (token && !logoutRequested && !loggingIn(state)) return <Navigate to={dashboard} replace />;

  const loggedIn = async (session: CabinetLoggedIn) => {
    startSession(session.token);
    dispatch({ type: 'codeAccepted' });
    // Spec 000 section 7: check_register decides; the login's own answer is the fallback if it fails.
    const check = await checkRegister({});
    const registered = check.data ? check.data.is_registered : session.is_registered;
    if (registered) navigate(dashboard, { replace: true });
    else dispatch({ type: 'registrationNeeded' });
  };

  const title = intl.formatMessage({ id: 'account.login.title' });
  return (
    <Container size="narrow" className="account-login">
      <PageMeta title={title} description={intl.formatMessage({ id: 'account.login.lead' })} noIndex />
      <PageTitle lead={intl.formatMessage({ id: 'account.login.lead' })}>{title}</PageTitle>
      <div className="account-card">
        {state.step === 'phone' && (
          <PhoneStep
            phone={state.phone}
            onSent={(phone) => dispatch({ type: 'codeSent', phone, at: Date.now() })}
          />
        )}
        {state.step === 'code' && (
          <CodeStep
            key={state.sentAt}
            phone={state.phone}
            sentAt={state.sentAt}
            referralCode={referralFromSearch(search)}
            onVerified={loggedIn}
            onResent={() => dispatch({ type: 'codeSent', phone: state.phone, at: Date.now() })}
            onChangePhone={() => dispatch({ type: 'phoneChangeRequested' })}
          />
        )}
        {state.step === 'checking' && <Spinner size="lg" />}
        {state.step === 'register' && (
          <section className="account-step">
            <StepHeading focus>
              <FormattedMessage id="account.register.title" />
            </StepHeading>
            <p className="account-muted">
              <FormattedMessage id="account.register.text" />
            </p>
            <RegisterForm
              onRegistered={() => navigate(dashboard, { replace: true })}
              secondary={
                <Button variant="ghost" size="lg" onClick={() => navigate(dashboard, { replace: true })}>
                  <FormattedMessage id="account.register.later" />
                </Button>
              }
            />
          </section>
        )}
      </div>
    </Container>
  );
}

/**
 * `?logout`: revokes the session on the server, forgets it here, then shows the plain login path (of the
 * app, when opened from one).
 */
function useEndSession(requested: boolean, app: string | undefined) {
  const logout = useLogout();
  const navigate = useNavigate();
  const build = useHref();
  // The logout tab knows no app: one remembered from `login/{app}` brings the user back to that page.
  const loginPath = build('login/:app?', { app: app ?? currentApp() ?? undefined });
  useEffect(() => {
    if (!requested) return;
    let current = true;
    void logout().then(() => {
      if (current) navigate(loginPath, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [requested, logout, navigate, loginPath]);
}
