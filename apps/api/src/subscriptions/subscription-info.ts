import type { SubscriptionInfo, SubscriptionStatus } from '@polis/api-contract';
import type { Subscription } from './subscription-service';

/** A pending subscription whose code has run out can never become active: it reads as inactive. */
export function publicStatus(sub: Subscription, now = new Date()): SubscriptionStatus {
  if (sub.status === 'active') return 'active';
  if (sub.status === 'pending' && now.toISOString() <= sub.code_expires_at) return 'pending';
  return 'inactive';
}

export function subscriptionInfo(
  contractId: number,
  sub: Subscription | undefined,
  now = new Date(),
): SubscriptionInfo {
  if (!sub) {
    return {
      status: 'inactive',
      subscription_id: null,
      contract_id: contractId,
      card_number: null,
      card_date: null,
    };
  }
  return {
    status: publicStatus(sub, now),
    subscription_id: sub.id,
    contract_id: contractId,
    card_number: sub.card_mask,
    card_date: sub.card_expiry,
  };
}
