import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';
import { seedCabinet } from './seed/cabinet';
import { seedClaimPolicies } from './seed/claim-policies';
import { COMPANIES } from './seed/companies';
import { OSAGO_BENEFITS } from './seed/osago-benefits';
import { DRIVING_LICENCES, PERSONS } from './seed/persons';
import { DISTRICTS, REGIONS } from './seed/regions';
import { VEHICLES } from './seed/vehicles';

/** The registries the seed fills; a row in any of them means someone else's data, which is left alone. */
export const REGISTRY_TABLES = [
  'persons',
  'driving_licences',
  'companies',
  'vehicles',
  'regions',
  'districts',
] as const satisfies readonly (keyof Database)[];

/** Arbitrary key of the PostgreSQL advisory lock that keeps two starting instances from seeding twice. */
const SEED_LOCK_KEY = 7_150_001;

async function registriesEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of REGISTRY_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Fills the registries with the deterministic test identities of apps/api/README.md when all of them are
 * empty; returns whether it did. One transaction: a failure leaves nothing half-seeded. On PostgreSQL an
 * advisory lock makes instances started together wait, then see the rows the first one wrote.
 */
export async function seedIfEmpty(
  { db, dialect }: Db,
  { claimPolicies = false }: { claimPolicies?: boolean } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await registriesEmpty(trx))) return false;
    // Regions before districts and companies: districts reference regions.
    await trx
      .insertInto('regions')
      .values([...REGIONS])
      .execute();
    await trx
      .insertInto('districts')
      .values([...DISTRICTS])
      .execute();
    await trx
      .insertInto('persons')
      .values([...PERSONS])
      .execute();
    await trx
      .insertInto('driving_licences')
      .values([...DRIVING_LICENCES])
      .execute();
    await trx
      .insertInto('companies')
      .values([...COMPANIES])
      .execute();
    await trx
      .insertInto('vehicles')
      .values([...VEHICLES])
      .execute();
    // Benefits belong to the seeded persons, so they come with them (not a registry of their own to check).
    await trx
      .insertInto('osago_benefits')
      .values([...OSAGO_BENEFITS])
      .execute();
    // Cabinet accounts and claims are the seeded persons' too (src/cabinet/README.md lists them).
    await seedCabinet(trx);
    // The running server's policies to claim on (src/claims/README.md). Not in the unit tests' servers: their
    // suites count a user's policies and the first policy number.
    if (claimPolicies) await seedClaimPolicies(trx, tashkentToday());
    return true;
  });
}

/** Today in Tashkent (UTC+5, no daylight saving), YYYY-MM-DD. */
const tashkentToday = () => new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
