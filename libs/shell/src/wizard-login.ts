import { createContext, useContext, type ComponentType } from 'react';

/** What a wizard's login (SMS code, in a modal) is told and tells. */
export interface WizardLoginProps {
  /** The code was right and the session has started. */
  readonly onLoggedIn: () => void;
  readonly onCancel: () => void;
}

/**
 * The login a wizard may open in place ("Log in to fill from your account"): given by the host app (the
 * cabinet's phone and code steps, loaded when opened); none where the host has no cabinet session.
 */
export const WizardLoginContext = createContext<ComponentType<WizardLoginProps> | null>(null);

export const useWizardLogin = () => useContext(WizardLoginContext);
