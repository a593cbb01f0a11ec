import type { Kysely } from 'kysely';
import { pathTo, POLICY_PATHS, type PolicyStatus, type PolicyVerification } from '@polis/api-contract';
import {
  findContract,
  parseDetails,
  type Contract,
  type ContractDetails,
  type Policy,
} from '../contracts/contract-service';
import { addMonthsInclusive, tashkentDate } from '../contracts/format';
import type { Database } from '../db/schema';
import { maskHolderName } from '../outbox/mask';
import type { IssuedPolicy } from '../contracts/holder-policies';
import { policyToken } from './policy-token';

export async function findPolicy(
  db: Kysely<Database>,
  series: string,
  number: string,
): Promise<IssuedPolicy | undefined> {
  const policy = await db
    .selectFrom('policies')
    .selectAll()
    .where('series', '=', series)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!policy) return undefined;
  const contract = await findContract(db, { id: policy.contract_id });
  return contract && { policy, contract };
}

/**
 * What the policy prints: the contract's details and, for a motor policy, the vehicle's registration
 * certificate as the save verified it in the registry (`osago_applications`, kept for pre-fills).
 */
export async function printedDetails(db: Kysely<Database>, contract: Contract): Promise<ContractDetails> {
  const details = parseDetails(contract);
  const row = await db
    .selectFrom('osago_applications')
    .select('data')
    .where('contract_id', '=', contract.id)
    .executeTakeFirst();
  const car = row ? carOf(row.data) : null;
  return car ? { ...details, tech_passport: `${car.tech_sery} ${car.tech_number}` } : details;
}

function carOf(data: string): { tech_sery: string; tech_number: string } | null {
  try {
    const car: unknown = (JSON.parse(data) as { car?: unknown } | null)?.car;
    const { tech_sery, tech_number } = (car ?? {}) as Record<string, unknown>;
    return typeof tech_sery === 'string' && typeof tech_number === 'string'
      ? { tech_sery, tech_number }
      : null;
  } catch {
    return null;
  }
}

/**
 * The cover period: the contract's dates when the product's save set them, else from the day of issue
 * for 12 months (the default period of every product here; spec: OSAGO period 1 = 12 months).
 */
export function policyPeriod({ policy, contract }: IssuedPolicy): { from: string; to: string } {
  const from = contract.start_date ?? tashkentDate(new Date(policy.issued_at));
  return { from, to: contract.end_date ?? addMonthsInclusive(from, 12) };
}

export function policyStatus(period: { from: string; to: string }, today: string): PolicyStatus {
  if (today < period.from) return 'pending';
  return today > period.to ? 'expired' : 'active';
}

/** What anyone holding the QR code may learn: genuine or not, product, period, initials. Nothing else. */
export function verificationOf(issued: IssuedPolicy, now = new Date()): PolicyVerification {
  const period = policyPeriod(issued);
  const status = policyStatus(period, tashkentDate(now));
  return {
    valid: issued.contract.status === 'issued' && status === 'active',
    product: issued.contract.product,
    status,
    valid_from: period.from,
    valid_to: period.to,
    holder: maskHolderName(issued.contract.holder_name),
  };
}

const policyIds = ({ series, number }: Pick<Policy, 'series' | 'number'>) => ({ series, number });

export const policyVerifyPath = (policy: Pick<Policy, 'series' | 'number'>) =>
  `/api${pathTo(POLICY_PATHS.verify, policyIds(policy))}`;

export const policyPdfPath = (policy: Pick<Policy, 'id' | 'series' | 'number'>, secret: string) =>
  `/api${pathTo(POLICY_PATHS.pdf, policyIds(policy))}?t=${policyToken(secret, policy.id)}`;
