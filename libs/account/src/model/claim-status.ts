import type { ClaimStatus } from '@polis/api-contract';
import type { BadgeTone } from './policies';

/** Badge tone of each claim status (contract CLAIM_STATUSES); the text is `account.claim.status.<status>`. */
export const CLAIM_STATUS_TONE = {
  new: 'info',
  in_review: 'info',
  documents_required: 'warning',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
} as const satisfies Record<ClaimStatus, BadgeTone>;

/** A status this build does not know (a newer server) shows as a neutral badge with its raw code. */
export const claimStatusTone = (status: string): BadgeTone =>
  (CLAIM_STATUS_TONE as Record<string, BadgeTone>)[status] ?? 'muted';

export const isKnownClaimStatus = (status: string): status is ClaimStatus => status in CLAIM_STATUS_TONE;
