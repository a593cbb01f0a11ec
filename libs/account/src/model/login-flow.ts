/**
 * The login screen's steps: the phone, then the SMS code, then a check whether the registry has linked
 * the phone, and for a new phone the passport and birthday. Events name what happened.
 */
export type LoginState =
  | { readonly step: 'phone'; readonly phone?: string }
  | { readonly step: 'code'; readonly phone: string; readonly sentAt: number }
  | { readonly step: 'checking' }
  | { readonly step: 'register' };

export type LoginEvent =
  | { readonly type: 'codeSent'; readonly phone: string; readonly at: number }
  | { readonly type: 'phoneChangeRequested' }
  | { readonly type: 'codeAccepted' }
  | { readonly type: 'registrationNeeded' };

export const initialLoginState: LoginState = { step: 'phone' };

export function loginFlow(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'codeSent':
      return { step: 'code', phone: event.phone, sentAt: event.at };
    case 'phoneChangeRequested':
      // The number typed before comes back, so a typo is fixed rather than typed again.
      return { step: 'phone', phone: state.step === 'code' ? state.phone : undefined };
    case 'codeAccepted':
      return state.step === 'code' ? { step: 'checking' } : state;
    case 'registrationNeeded':
      return state.step === 'checking' ? { step: 'register' } : state;
  }
}

/** Whether the screen is past the code: a stored token then belongs to this login, not to an old one. */
export const loggingIn = (state: LoginState): boolean =>
  state.step === 'checking' || state.step === 'register';

/** `?ref=CODE` of an invitation link (dashboard/referals); the server ignores an unknown code. */
export function referralFromSearch(search: URLSearchParams): string | undefined {
  const ref = search.get('ref')?.trim() ?? '';
  return /^[A-Za-z0-9]{1,20}$/.test(ref) ? ref.toUpperCase() : undefined;
}
