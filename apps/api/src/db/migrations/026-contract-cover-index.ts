import type { Kysely } from 'kysely';

/**
 * The covers in force of a product (`contracts/vehicle-cover.ts`, `contracts/own-damage-cover.ts`: product,
 * paid or issued, ending on or after a day), read by every motor save and payment: without an index each read
 * walked every contract ever saved, and an OSAGO save grew slower with each application before it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('contracts_in_force')
    .on('contracts')
    .columns(['product', 'status', 'end_date'])
    .execute();
}
