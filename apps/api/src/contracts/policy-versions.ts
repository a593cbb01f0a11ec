import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ContractsTable, Database, PolicyVersionsTable } from '../db/schema';
import { insuredPlateOf } from '../db/insured-plate';
import { ownerPinflOf } from '../db/owner-pinfl';

// Not from contract-service: markPaid (there) performs a paid change (here), so the types are restated.
type Contract = Selectable<ContractsTable>;
type ContractDetails = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Versions of a policy (issue 27): each mid-term change makes a new one. Version 1 is the policy as issued; it is
 * written when the first change takes effect, so a policy never changed has no rows and is its own version 1.
 * The database keeps one `current` version and one unpaid `pending` change per contract (migration 021); the
 * contract's `details`, phone, stored sale body and OSAGO application row always hold the current version's
 * facts, so every reader (PDF, cabinet, renewal, claims) sees the policy as it is now.
 */

export type PolicyVersion = Selectable<PolicyVersionsTable>;

export interface NewVersion {
  readonly change: string;
  readonly summary: string;
  readonly details: ContractDetails;
  readonly body?: unknown;
  readonly application?: unknown;
  readonly phone?: string | null;
  readonly amountUzs: number;
  readonly differenceUzs: number;
  readonly refundDueUzs?: number | null;
  readonly createdBy: string;
  /** The version the change was computed from (1 for a policy never changed): another change since is a conflict. */
  readonly baseNumber: number;
}

/** Two changes raced, or the policy changed since the change was priced: asked again, it is computed anew. */
export class VersionConflict extends Error {
  constructor() {
    super('The policy changed meanwhile');
    this.name = 'VersionConflict';
  }
}

/** A unique index refused the write: another change took the number, the current or the pending place first. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The versions in effect, oldest first (none for a policy never changed). */
export function versionsOf(db: Kysely<Database>, contractId: number): Promise<PolicyVersion[]> {
  return db
    .selectFrom('policy_versions')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('status', 'in', ['current', 'past'])
    .orderBy('number')
    .execute();
}

/** The number of the policy's current version: 1 until a change takes effect. */
export async function currentNumber(db: Kysely<Database>, contractId: number): Promise<number> {
  const row = await db
    .selectFrom('policy_versions')
    .select('number')
    .where('contract_id', '=', contractId)
    .where('status', '=', 'current')
    .executeTakeFirst();
  return row?.number ?? 1;
}

/**
 * A cancelled policy's unpaid change is void, and the contract that would have paid it is cancelled with it
 * (a payment then answers `contract_not_payable`): nothing of a cancelled policy can be paid any more.
 */
export async function voidPendingChange(
  trx: Kysely<Database>,
  contractId: number,
  at: string,
): Promise<void> {
  const pending = await pendingChangeOf(trx, contractId);
  if (!pending) return;
  await trx.updateTable('policy_versions').set({ status: 'void' }).where('id', '=', pending.id).execute();
  if (pending.pay_contract_id !== null)
    await trx
      .updateTable('contracts')
      .set({ status: 'cancelled', updated_at: at })
      .where('id', '=', pending.pay_contract_id)
      .where('status', '=', 'saved')
      .execute();
}

/** The change waiting for its payment, if any. */
export function pendingChangeOf(
  db: Kysely<Database>,
  contractId: number,
): Promise<PolicyVersion | undefined> {
  return db
    .selectFrom('policy_versions')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

const rowOf = (contractId: number, v: NewVersion, at: string) => ({
  contract_id: contractId,
  change: v.change,
  summary: v.summary,
  details: JSON.stringify(v.details),
  body: json(v.body),
  application: json(v.application),
  phone: v.phone ?? null,
  amount_uzs: v.amountUzs,
  difference_uzs: v.differenceUzs,
  refund_due_uzs: v.refundDueUzs ?? null,
  created_by: v.createdBy,
  created_at: at,
});

/**
 * Makes room for the next version in `trx`: version 1 (the contract as issued) when the policy was never changed,
 * else the current version becomes past. Answers the next number. `base`, when given, must be the current number.
 */
async function retireCurrent(trx: Transaction<Database>, contract: Contract, base?: number): Promise<number> {
  const current = await trx
    .selectFrom('policy_versions')
    .select(['id', 'number'])
    .where('contract_id', '=', contract.id)
    .where('status', '=', 'current')
    .executeTakeFirst();
  const number = current?.number ?? 1;
  if (base !== undefined && base !== number) throw new VersionConflict();
  if (!current) {
    await trx
      .insertInto('policy_versions')
      .values({
        ...rowOf(
          contract.id,
          {
            change: 'issued',
            summary: 'Issued',
            details: {},
            amountUzs: contract.amount_uzs,
            differenceUzs: 0,
            createdBy: 'issue',
            baseNumber: 0,
          },
          contract.paid_at ?? contract.created_at,
        ),
        // The facts as issued, exactly as the contract kept them.
        details: contract.details,
        number: 1,
        status: 'past',
        effective_at: contract.paid_at ?? contract.created_at,
      })
      .execute();
  } else {
    const moved = await trx
      .updateTable('policy_versions')
      .set({ status: 'past' })
      .where('id', '=', current.id)
      .where('status', '=', 'current')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new VersionConflict();
  }
  return number + 1;
}

/** The contract, its stored sale body and OSAGO application row now hold the version's facts. */
async function carryOver(trx: Transaction<Database>, contract: Contract, version: PolicyVersion, at: string) {
  await trx
    .updateTable('contracts')
    .set({
      details: version.details,
      plate: insuredPlateOf(version.details),
      updated_at: at,
      ...(version.phone ? { phone: version.phone } : {}),
    })
    .where('id', '=', contract.id)
    .execute();
  if (version.body)
    await trx
      .updateTable('sale_bodies')
      .set({ body: version.body })
      .where('contract_id', '=', contract.id)
      .execute();
  if (version.application)
    await trx
      .updateTable('osago_applications')
      .set({ data: version.application, owner_pinfl: ownerPinflOf(version.application) })
      .where('contract_id', '=', contract.id)
      .execute();
}

/** A change that costs nothing (or is refunded): the next version at once, in one transaction. */
export async function applyVersion(
  db: Kysely<Database>,
  contract: Contract,
  v: NewVersion,
  now = new Date(),
): Promise<PolicyVersion> {
  const at = now.toISOString();
  // In the caller's transaction when it has one (a refund the change makes due commits with it).
  const run = <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
  return run(async (trx) => {
    const number = await retireCurrent(trx, contract, v.baseNumber);
    const version = await trx
      .insertInto('policy_versions')
      .values({ ...rowOf(contract.id, v, at), number, status: 'current', effective_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    await carryOver(trx, contract, version, at);
    return version;
  });
}

/** A change with a price: kept pending beside the contract that pays it, in the caller's transaction. */
export async function addPendingChange(
  trx: Transaction<Database>,
  contract: Contract,
  v: NewVersion,
  payContractId: number,
  now = new Date(),
): Promise<PolicyVersion> {
  if ((await currentNumber(trx, contract.id)) !== v.baseNumber) throw new VersionConflict();
  return trx
    .insertInto('policy_versions')
    .values({
      ...rowOf(contract.id, v, now.toISOString()),
      number: null,
      status: 'pending',
      pay_contract_id: payContractId,
      effective_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The payment of a change (Payme Perform, Click Complete, card...: `markPaid`, in the payment's transaction): the
 * pending change becomes the current version. Answers the changed policy's contract, or undefined when the paid
 * contract pays no change.
 */
export async function performPaidChange(
  trx: Transaction<Database>,
  payContractId: number,
  at: string,
): Promise<{ contract: Contract; version: PolicyVersion } | undefined> {
  const pending = await trx
    .selectFrom('policy_versions')
    .selectAll()
    .where('pay_contract_id', '=', payContractId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!pending) return undefined;
  const contract = await trx
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', pending.contract_id)
    .executeTakeFirstOrThrow();
  const number = await retireCurrent(trx, contract);
  const version = await trx
    .updateTable('policy_versions')
    .set({ status: 'current', number, effective_at: at })
    .where('id', '=', pending.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await carryOver(trx, contract, version, at);
  return { contract, version };
}

/** The contract a paid change paid for (a change's payment has no policy of its own). */
export async function changedContractOf(
  db: Kysely<Database>,
  payContractId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('policy_versions')
    .select('contract_id')
    .where('pay_contract_id', '=', payContractId)
    .where('status', 'in', ['current', 'past'])
    .executeTakeFirst();
  return row?.contract_id;
}
