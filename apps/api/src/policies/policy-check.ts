import type { Kysely } from 'kysely';
import type { ContractCheckResponse } from '@polis/api-contract';
import { findPolicyOfContract, type Contract } from '../contracts/contract-service';
import type { Database } from '../db/schema';
import { absoluteUrl } from '../http/origin';
import { policyPdfPath } from './policy-view';

/**
 * The payment check of every product (`/sayt/contract/check` and the products' own check calls): the policy
 * PDF link, with its token, once the contract is issued; `payment_not_made` until then.
 */
export async function paymentCheckAnswer(
  db: Kysely<Database>,
  contract: Contract,
  { origin, policyTokenSecret }: { origin: string; policyTokenSecret: string },
): Promise<ContractCheckResponse> {
  const policy = contract.status === 'issued' ? await findPolicyOfContract(db, contract.id) : undefined;
  if (!policy) return { error: 1, check: false, message: 'payment_not_made' };
  return {
    error: false,
    check: true,
    url: absoluteUrl(origin, policyPdfPath(policy, policyTokenSecret)),
    polis_seria: policy.series,
    polis_number: policy.number,
  };
}
