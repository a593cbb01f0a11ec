import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { CabinetUser } from '@polis/api-contract';
import { useHref } from '@polis/i18n';
import { LoadingPage } from '@polis/ui';
import { useGetUserInfoQuery } from '../api/account-api';
import { removeToken } from './token-store';
import { useToken } from './use-token';

const UserContext = createContext<CabinetUser | null>(null);

/** The logged-in user of a dashboard page (inside SessionGate). */
export function useCabinetUser(): CabinetUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useCabinetUser: render the page inside <SessionGate>');
  return user;
}

/**
 * Every dashboard page sits behind this (spec 000 sections 2 and 6): without a stored token, or when the
 * user-info load fails, the token is removed and the user goes to the localised login path. The page
 * renders once the user is known, so its own calls never run with a token already known to be bad.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useToken();
  const build = useHref();
  const { data: user, isError } = useGetUserInfoQuery(undefined, { skip: !token });

  useEffect(() => {
    if (isError) removeToken();
  }, [isError]);

  if (!token || isError) return <Navigate to={build('login')} replace />;
  if (!user) return <LoadingPage />;
  return <UserContext.Provider value={user}>{children}</UserContext.Provider>;
}
