import type { Kysely } from 'kysely';
import { insuredPlateOf } from '../insured-plate';
import { fillColumn } from './helpers';

/**
 * The insured car's plate on the contract (`db/insured-plate.ts`), indexed with the status and the last day.
 * Every motor save and payment asks for the covers in force of one car: before, it read every policy in force
 * of the product (migration 026's index) and parsed each one's details, so that with 50,000 policies in force
 * an OSAGO save took seconds (`npm run bench:api`). The contracts already written get their plate here.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('contracts').addColumn('plate', 'varchar(20)').execute();
  await fillColumn(db, {
    table: 'contracts',
    key: 'id',
    source: 'details',
    column: 'plate',
    valueOf: insuredPlateOf,
  });
  await db.schema
    .createIndex('contracts_plate')
    .on('contracts')
    .columns(['plate', 'status', 'end_date'])
    .execute();
}
