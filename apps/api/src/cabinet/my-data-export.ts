import type { Kysely } from 'kysely';
import type { ExportedPolicy, MyDataCounts, MyDataExport } from '@polis/api-contract';
import { parseDetails } from '../contracts/contract-service';
import { policiesOfUser, type IssuedPolicy } from '../contracts/holder-policies';
import type { CabinetUserRow } from '../contracts/owner-session';
import type { Database } from '../db/schema';
import { businessRequestsOfUser } from './business-request-routes';
import { cabinetUserOf } from './cabinet-users';
import { claimDetailOf, claimsOfUser, filesOfClaims } from './claims';
import { consentsOf } from './consents';
import { deviceSessionsOf } from './device-sessions';
import { personOf, vehicleOf } from './saved-routes';

/**
 * Everything kept about one customer, found by the same rules the cabinet's lists use (so nothing another
 * customer's is in it): the account, saved people and cars, policies with their contracts' facts and payments,
 * claims, business applications, consents, devices. Full personal numbers are the customer's own here; the file
 * is answered to their session only and never logged.
 */

const parsed = (json: string | null | undefined): Record<string, unknown> | null => {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const PAYME_STATES: Readonly<Record<number, string>> = {
  1: 'created',
  2: 'paid',
  [-1]: 'cancelled',
  [-2]: 'refunded',
};

async function paymentsOf(db: Kysely<Database>, issued: IssuedPolicy): Promise<ExportedPolicy['payments']> {
  const { id, paid_via, paid_at, amount_uzs } = issued.contract;
  const payme = await db.selectFrom('payme_transactions').selectAll().where('contract_id', '=', id).execute();
  const click = await db.selectFrom('click_transactions').selectAll().where('contract_id', '=', id).execute();
  const payments: ExportedPolicy['payments'] = [
    ...payme.map((tx) => ({
      provider: 'payme',
      amount_uzs: Number(tx.amount_tiyin) / 100,
      state: PAYME_STATES[Number(tx.state)] ?? String(tx.state),
      created_at: new Date(Number(tx.create_time)).toISOString(),
    })),
    ...click.map((tx) => ({
      provider: 'click',
      amount_uzs: Number(tx.amount),
      state: tx.status,
      created_at: tx.created_at,
    })),
  ];
  // Other providers (saved card, instalments, the sandbox's own) leave the contract's payment fields only.
  if (payments.length === 0 && paid_at)
    payments.push({ provider: paid_via ?? 'unknown', amount_uzs, state: 'paid', created_at: paid_at });
  return payments;
}

async function exportedPolicyOf(db: Kysely<Database>, issued: IssuedPolicy): Promise<ExportedPolicy> {
  const { contract, policy } = issued;
  const sale = await db
    .selectFrom('sale_bodies')
    .select('body')
    .where('contract_id', '=', contract.id)
    .executeTakeFirst();
  const osago = sale
    ? undefined
    : await db
        .selectFrom('osago_applications')
        .select('data')
        .where('contract_id', '=', contract.id)
        .executeTakeFirst();
  return {
    contract: {
      id: contract.id,
      product: contract.product,
      status: contract.status,
      amount_uzs: contract.amount_uzs,
      phone: contract.phone,
      email: contract.email,
      holder_name: contract.holder_name,
      start_date: contract.start_date,
      end_date: contract.end_date,
      created_at: contract.created_at,
      paid_at: contract.paid_at,
      details: parseDetails(contract),
      sale: parsed(sale?.body ?? osago?.data),
    },
    policy: { series: policy.series, number: policy.number, issued_at: policy.issued_at },
    payments: await paymentsOf(db, issued),
  };
}

const savedOf = (db: Kysely<Database>, userId: number) =>
  Promise.all([
    db.selectFrom('saved_people').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('saved_vehicles').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);

/** The export file's content. */
export async function exportOf(
  db: Kysely<Database>,
  user: CabinetUserRow,
  now = new Date(),
): Promise<MyDataExport> {
  const issued = await policiesOfUser(db, user);
  const [people, vehicles] = await savedOf(db, user.id);
  const claims = await claimsOfUser(db, user);
  const files = await filesOfClaims(
    db,
    claims.map((claim) => claim.id),
  );
  const policies: ExportedPolicy[] = [];
  for (const one of issued) policies.push(await exportedPolicyOf(db, one));
  return {
    format: 'polis-my-data/1',
    exported_at: now.toISOString(),
    account: {
      ...(await cabinetUserOf(db, user)),
      pinfl: user.pinfl,
      created_at: user.created_at,
      registered_at: user.registered_at,
    },
    saved_people: people.map(personOf),
    saved_vehicles: vehicles.map(vehicleOf),
    policies,
    claims: claims.map((claim) => claimDetailOf(claim, files.get(claim.id))),
    business_requests: await businessRequestsOfUser(db, user),
    consents: await consentsOf(db, user, issued),
    sessions: (await deviceSessionsOf(db, user.id, null, now)).map(
      ({ current: _current, ...session }) => session,
    ),
  };
}

/** The counts of the "What we keep" summary. */
export async function countsOf(db: Kysely<Database>, user: CabinetUserRow): Promise<MyDataCounts> {
  const issued = await policiesOfUser(db, user);
  const [people, vehicles] = await savedOf(db, user.id);
  const consents = await consentsOf(db, user, issued);
  return {
    saved_people: people.length,
    saved_vehicles: vehicles.length,
    policies: issued.length,
    claims: (await claimsOfUser(db, user)).length,
    business_requests: (await businessRequestsOfUser(db, user)).length,
    consents: consents.filter((consent) => consent.active).length,
    sessions: (await deviceSessionsOf(db, user.id, null)).length,
  };
}
