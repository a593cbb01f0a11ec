/**
 * The renewal saved in this tab, by token: the contract and order ids only, so a reload or a payment provider's
 * page sending the customer back returns to the payment step. No name, phone or e-mail: the offer is asked again.
 */
export interface SavedRenewal {
  readonly contractId: number;
  readonly orderId: string;
}

const PREFIX = 'polis:renewal:';
export const renewalKey = (token: string) => `${PREFIX}${token}`;

export function readSavedRenewal(token: string): SavedRenewal | null {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(renewalKey(token)) ?? 'null',
    ) as Partial<SavedRenewal> | null;
    return parsed &&
      typeof parsed.contractId === 'number' &&
      Number.isInteger(parsed.contractId) &&
      typeof parsed.orderId === 'string' &&
      parsed.orderId
      ? { contractId: parsed.contractId, orderId: parsed.orderId }
      : null;
  } catch {
    return null;
  }
}

export function saveRenewal(token: string, saved: SavedRenewal) {
  try {
    sessionStorage.setItem(
      renewalKey(token),
      JSON.stringify({ contractId: saved.contractId, orderId: saved.orderId }),
    );
  } catch {
    // Private mode: the renewal still goes on; a reload shows the offer again.
  }
}

export function forgetRenewal(token: string) {
  try {
    sessionStorage.removeItem(renewalKey(token));
  } catch {
    // Nothing was kept.
  }
}
