import type { Kysely } from 'kysely';
import { CLAIM_FORMS, type ClaimPolicy, type InterfaceLang } from '@polis/api-contract';
import { normalisePlate } from '@polis/tariffs';
import { findContract, type Contract } from '../contracts/contract-service';
import type { IssuedPolicy } from '../contracts/holder-policies';
import { productInfo, productName, type ClaimRule } from '../contracts/products';
import type { Database } from '../db/schema';
import { RequestError } from '../errors';
import { maskHolderName } from '../outbox/mask';
import { currentPolicyStatus } from '../policies/policy-state';
import { findPolicy, policyPeriod } from '../policies/policy-view';

/** How a claimant names a policy: series and number, or an OSAGO car's plate (with the event's day). */
export interface PolicyNaming {
  readonly policy_series?: string;
  readonly policy_number?: string;
  readonly plate?: string;
}

/** What a claim is made on: the issued policy, or a contract of the session not (yet) paid. */
export type ClaimTarget =
  | { readonly kind: 'issued'; readonly issued: IssuedPolicy }
  | { readonly kind: 'unpaid'; readonly contract: Contract };

const MOTOR_LIABILITY = ['osago', 'osago-limited'];
const IN_FORCE = ['paid', 'issued'] as const;

export const claimRuleOf = (product: string): ClaimRule =>
  productInfo(product)?.claim ?? { form: 'documents', periodDays: 30 };

function plateOf(details: string): string | null {
  try {
    const parsed = JSON.parse(details) as { plate?: unknown } | null;
    return typeof parsed?.plate === 'string' ? normalisePlate(parsed.plate) : null;
  } catch {
    return null;
  }
}

/**
 * The OSAGO policy of a plate in force on `day` (the at-fault car a victim names); else the latest one of the
 * plate, so the refusal can say "not in force that day" rather than "no such policy".
 */
async function osagoByPlate(db: Kysely<Database>, plate: string, day: string) {
  const rows = await db
    .selectFrom('contracts as c')
    .innerJoin('policies as p', 'p.contract_id', 'c.id')
    .select(['c.id', 'c.details', 'c.start_date', 'c.end_date', 'p.series', 'p.number'])
    .where('c.plate', '=', plate)
    .where('c.product', 'in', MOTOR_LIABILITY)
    .where('c.status', 'in', [...IN_FORCE, 'cancelled'])
    .orderBy('p.id', 'desc')
    .execute();
  const ofPlate = rows.filter((row) => plateOf(row.details) === plate);
  const inForce = ofPlate.find(
    (row) => row.start_date && row.end_date && row.start_date <= day && day <= row.end_date,
  );
  return inForce ?? ofPlate[0];
}

/** The policy named by series + number or by plate; 400 `policy_naming` when neither is given whole. */
export async function findClaimPolicy(
  db: Kysely<Database>,
  naming: PolicyNaming,
  day: string,
): Promise<IssuedPolicy> {
  const notFound = () => new RequestError(404, 'policy_not_found', 'No policy with this series and number');
  // `EIOO 0000004` in the number field, as printed, names the series too.
  const printed = /^([A-Za-z]{2,6}) ?([0-9]+)$/.exec(naming.policy_number ?? '');
  const series = naming.policy_series ?? printed?.[1];
  const digits = printed ? printed[2] : naming.policy_number;
  if (series && digits) {
    const number = digits.padStart(7, '0');
    const found = await findPolicy(db, series.toUpperCase(), number);
    if (!found) throw notFound();
    return found;
  }
  if (naming.plate) {
    const row = await osagoByPlate(db, normalisePlate(naming.plate), day);
    const found = row && (await findPolicy(db, row.series, row.number));
    if (!found) throw new RequestError(404, 'policy_not_found', 'No OSAGO policy of this plate');
    return found;
  }
  throw new RequestError(
    400,
    'policy_naming',
    'Name the policy by series and number, or (OSAGO) by the plate',
    {
      field: 'policy_number',
    },
  );
}

/** What a claimant learns of the policy: product, masked holder, period and the form to fill in. */
export function claimPolicyOf(issued: IssuedPolicy, lang: InterfaceLang, now = new Date()): ClaimPolicy {
  const { contract, policy } = issued;
  const rule = claimRuleOf(contract.product);
  const period = policyPeriod(issued);
  return {
    policy_number: `${policy.series} ${policy.number}`,
    product: contract.product,
    product_name: productName(contract.product, lang),
    holder: maskHolderName(contract.holder_name),
    valid_from: period.from,
    valid_to: period.to,
    status: currentPolicyStatus(issued, now),
    liability: rule.liability === true,
    claim_period_days: rule.periodDays,
    form: CLAIM_FORMS[rule.form],
  };
}

/** A contract the session holds, named by id from the cabinet: issued or not, so an unpaid one is refused. */
export async function contractTarget(
  db: Kysely<Database>,
  contractId: number,
  owns: (contract: Contract) => Promise<boolean>,
): Promise<ClaimTarget> {
  const contract = await findContract(db, { id: contractId });
  if (!contract || !(await owns(contract))) {
    throw new RequestError(404, 'policy_not_found', 'No such policy');
  }
  const policy = await db
    .selectFrom('policies')
    .selectAll()
    .where('contract_id', '=', contract.id)
    .executeTakeFirst();
  return policy ? { kind: 'issued', issued: { contract, policy } } : { kind: 'unpaid', contract };
}
