import type { PolicyNaming } from './claims-api';

/**
 * The claimant's progress on /insurance-event, kept for the tab only (sessionStorage): the session token the SMS
 * code gave and how the policy was named. No phone, name or file: a reload returns to the form, asked again.
 */
export interface ClaimantProgress {
  readonly token?: string;
  readonly expiresAt?: string;
  readonly naming?: PolicyNaming;
}

export const CLAIMANT_KEY = 'polis:claim:session';

export function readProgress(now = Date.now()): ClaimantProgress {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(CLAIMANT_KEY) ?? '{}') as ClaimantProgress;
    if (parsed.expiresAt && Date.parse(parsed.expiresAt) <= now) return { naming: parsed.naming };
    return parsed;
  } catch {
    return {};
  }
}

export function saveProgress(progress: ClaimantProgress) {
  try {
    sessionStorage.setItem(CLAIMANT_KEY, JSON.stringify(progress));
  } catch {
    // Private mode: the flow still works, a reload starts it again.
  }
}
