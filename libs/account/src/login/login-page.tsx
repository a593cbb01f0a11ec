import { ScopedMessages } from '@polis/i18n';
import { LoadingPage } from '@polis/ui';
import { loadAccountMessages } from '../account-messages';
import { LoginScreen } from './login-screen';
import '../account.css';

/** `login`, `login/{app}` (default layout). */
export function LoginPage() {
  return (
    <ScopedMessages load={loadAccountMessages} fallback={<LoadingPage />}>
      <LoginScreen />
    </ScopedMessages>
  );
}
