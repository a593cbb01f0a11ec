import type { CabinetPolicyDetail } from '@polis/api-contract';

type Details = CabinetPolicyDetail['details'];

/** One printed fact of a policy; the label is `account.policy.fact.<key>`. */
export type PolicyFact =
  | { readonly key: 'plate' | 'vehicle'; readonly kind: 'text'; readonly value: string }
  | { readonly key: 'period_months'; readonly kind: 'months'; readonly value: number }
  | { readonly key: 'drivers'; readonly kind: 'drivers'; readonly value: number | 'unlimited' }
  | { readonly key: 'insured_sum'; readonly kind: 'money'; readonly value: number }
  | { readonly key: 'territory'; readonly kind: 'territory'; readonly value: string }
  | { readonly key: 'addons'; readonly kind: 'addons'; readonly value: readonly string[] };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * The facts the policy prints (`details` of get/policy), in the order a reader looks for them. Keys this
 * build has no label for are left out rather than shown as raw English keys; so are empty values.
 */
export function policyFacts(details: Details): PolicyFact[] {
  const facts: PolicyFact[] = [];
  const plate = text(details.plate);
  if (plate) facts.push({ key: 'plate', kind: 'text', value: plate });
  const vehicle = text(details.vehicle);
  if (vehicle) facts.push({ key: 'vehicle', kind: 'text', value: vehicle });
  const months = count(details.period_months);
  if (months) facts.push({ key: 'period_months', kind: 'months', value: months });
  const drivers = details.drivers === 'unlimited' ? 'unlimited' : count(details.drivers);
  if (drivers !== null) facts.push({ key: 'drivers', kind: 'drivers', value: drivers });
  const territory = text(details.territory);
  if (territory) facts.push({ key: 'territory', kind: 'territory', value: territory });
  const sum = count(details.insured_sum);
  if (sum) facts.push({ key: 'insured_sum', kind: 'money', value: sum });
  const addons = text(details.addons);
  if (addons) facts.push({ key: 'addons', kind: 'addons', value: addons.split(/\s*,\s*/).filter(Boolean) });
  return facts;
}

/** Add-ons the server names in English (apps/api osago save); others are shown as the server wrote them. */
export const KNOWN_ADDONS: ReadonlySet<string> = new Set(['accident', 'gas cylinder', 'number plate']);
export const KNOWN_TERRITORIES: ReadonlySet<string> = new Set(['tashkent', 'regions', 'abroad']);
