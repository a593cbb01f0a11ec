import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { api, type AppDispatch } from '@polis/api-client';
import { useLogoutMutation } from '../api/account-api';
import { readToken, removeToken, writeToken } from './token-store';

/**
 * Ends the session: the server revokes the token (so a copy of it stops working at once), then it leaves
 * storage and every cached answer of this user leaves the store, whatever the server said.
 */
export function useLogout() {
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(async () => {
    if (readToken()) await logout();
    removeToken();
    dispatch(api.util.resetApiState());
  }, [dispatch, logout]);
}

/** Starts a new session: nothing cached for an earlier user may show to this one. */
export function useStartSession() {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(
    (token: string) => {
      dispatch(api.util.resetApiState());
      writeToken(token);
    },
    [dispatch],
  );
}
