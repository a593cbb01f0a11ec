import type { ReactNode } from 'react';
import { ScopedMessages, type Messages } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import { LoadingPage } from '@polis/ui';
import { loadAccountMessages } from '../account-messages';
import { SessionGate } from '../session/session-gate';
import '../account.css';

export interface AccountScreenProps {
  readonly children: ReactNode;
  /** The page's catalogue: the cabinet's, plus the payment library's on the auto-payment pages. */
  readonly load?: (lang: Lang) => Promise<Messages>;
}

/** A dashboard page: its texts load with it, and it shows only to a logged-in user (SessionGate). */
export function AccountScreen({ children, load = loadAccountMessages }: AccountScreenProps) {
  return (
    <ScopedMessages load={load} fallback={<LoadingPage />}>
      <SessionGate>{children}</SessionGate>
    </ScopedMessages>
  );
}
