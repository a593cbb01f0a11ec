import type { ContractCheckPaid } from '@polis/api-contract';
import type { IssuedPolicy, PolicyItem } from '../payment-types';

/**
 * A paid check. Purchases that issue more than one policy add `all_policies` (spec 000 section 3:
 * product, policy_number, policy_url); our reference API issues one per contract and leaves it out.
 */
export type PaidCheck = ContractCheckPaid & { readonly all_policies?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function policyItems(value: unknown): PolicyItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): PolicyItem[] => {
    if (!isRecord(item)) return [];
    const { product, policy_number, policy_url } = item;
    if (typeof policy_number !== 'string' || typeof policy_url !== 'string' || !policy_url) return [];
    return [{ product: typeof product === 'string' ? product : '', number: policy_number, url: policy_url }];
  });
}

export function issuedPolicyFromCheck(check: PaidCheck): IssuedPolicy {
  const all = policyItems(check.all_policies);
  return {
    series: check.polis_seria,
    number: check.polis_number,
    url: check.url,
    ...(all.length > 1 ? { all } : {}),
  };
}
