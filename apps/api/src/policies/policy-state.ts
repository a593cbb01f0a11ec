import type { PolicyStatus, PolicyVerification } from '@polis/api-contract';
import { tashkentDate } from '../contracts/format';
import { policyPeriod, policyStatus, verificationOf } from './policy-view';
import { type IssuedPolicy } from '../contracts/holder-policies';

/**
 * A policy's status as every view shows it (cabinet list and detail, verification JSON and page): `cancelled`
 * once its contract was cancelled after issue (a refunded payment, payments README), else by its dates.
 */
export function currentPolicyStatus(issued: IssuedPolicy, now = new Date()): PolicyStatus {
  if (issued.contract.status === 'cancelled') return 'cancelled';
  return policyStatus(policyPeriod(issued), tashkentDate(now));
}

/** The verification answer with a cancelled policy marked as such (never `valid`). */
export function policyVerification(issued: IssuedPolicy, now = new Date()): PolicyVerification {
  const verification = verificationOf(issued, now);
  return issued.contract.status === 'cancelled'
    ? { ...verification, valid: false, status: 'cancelled' }
    : verification;
}
