import type { CabinetPolicy } from '@polis/api-contract';

/**
 * Spec 000 section 7: "GET /shaxsiy_kabinet/get/policy-new (only items with takoful 0 are kept)". Takaful
 * (Islamic) policies are served elsewhere, so anything not plainly 0 is left out, an absent flag included.
 */
export function withoutTakaful<P extends Pick<CabinetPolicy, 'takoful'>>(policies: readonly P[]): P[] {
  return policies.filter((policy) => policy.takoful === 0);
}

/** Series and number as printed on the policy: `EIOO 0000042`. */
export const policyNumber = (policy: Pick<CabinetPolicy, 'policy_series' | 'policy_number'>): string =>
  [policy.policy_series, policy.policy_number].filter(Boolean).join(' ');

/** Tone of a policy status badge. */
export const POLICY_STATUS_TONE = {
  active: 'success',
  pending: 'info',
  expired: 'muted',
  // Refunded through the provider (Payme CancelTransaction after payment): the policy no longer covers.
  cancelled: 'danger',
} as const satisfies Record<CabinetPolicy['status'], BadgeTone>;

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'muted';
