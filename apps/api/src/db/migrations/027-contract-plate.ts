import type { Kysely } from 'kysely';
import { insuredPlateOf } from '../insured-plate';

/** Contracts written back in one statement each, a page of ids at a time. */
const PAGE = 1000;

/**
 * The insured car's plate on the contract (`db/insured-plate.ts`), indexed with the status and the last day.
 * Every motor save and payment asks for the covers in force of one car: before, it read every policy in force
 * of the product (migration 026's index) and parsed each one's details, so that with 50,000 policies in force
 * an OSAGO save took seconds (`npm run bench:api`). The contracts already written get their plate here.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('contracts').addColumn('plate', 'varchar(20)').execute();
  const contracts = db as unknown as Kysely<{
    contracts: { id: number; details: string; plate: string | null };
  }>;
  for (let after = 0; ;) {
    const page = await contracts
      .selectFrom('contracts')
      .select(['id', 'details'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of page) {
      const plate = insuredPlateOf(row.details);
      if (plate) await contracts.updateTable('contracts').set({ plate }).where('id', '=', row.id).execute();
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1].id;
  }
  await db.schema
    .createIndex('contracts_plate')
    .on('contracts')
    .columns(['plate', 'status', 'end_date'])
    .execute();
}
