import { sql } from 'kysely';
import { paidCoverOverlapping } from './vehicle-cover';
import { paidOwnDamageOverlapping } from './own-damage-cover';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { up as addPlates } from '../db/migrations/027-contract-plate';

const at = '2026-01-10T08:00:00.000Z';
const contract = (n: number, product: string, details: object) => ({
  order_id: `T-${n}`,
  product,
  status: 'paid' as const,
  amount_uzs: 384000,
  base_amount_uzs: 384000,
  channel: 'site',
  details: JSON.stringify(details),
  start_date: '2026-01-11',
  end_date: '2027-01-10',
  created_at: at,
  updated_at: at,
  paid_at: at,
  paid_via: 'payme',
});

describe('the insured car of a contract (migration 027)', () => {
  it('gives the contracts written before it their plate, and leaves the others without one', async () => {
    const handle = openDatabase({});
    await migrateToLatest(handle);
    // The table as it was before migration 027.
    await sql`drop index contracts_plate`.execute(handle.db);
    await sql`alter table contracts drop column plate`.execute(handle.db);
    const rows = [
      contract(1, 'osago', { plate: '01A123BC', period: '1 year' }),
      contract(2, 'kasko', { gos_number: '10B777AA' }),
      contract(3, 'travel', { countries: 'TR' }),
      contract(4, 'osago', {}),
      contract(5, 'mini-kasko', { gos_number: '25 c-333 dd' }),
    ];
    // More than one page of the backfill.
    for (let n = 6; n <= 1_205; n++)
      rows.push(contract(n, 'osago', { plate: `30C${String(n).padStart(3, '0')}DE` }));
    for (const row of rows)
      await sql`insert into contracts (order_id, product, status, amount_uzs, base_amount_uzs,
      channel, details, start_date, end_date, created_at, updated_at, paid_at, paid_via) values (${row.order_id},
      ${row.product}, ${row.status}, ${row.amount_uzs}, ${row.base_amount_uzs}, ${row.channel}, ${row.details},
      ${row.start_date}, ${row.end_date}, ${row.created_at}, ${row.updated_at}, ${row.paid_at}, ${row.paid_via})`.execute(
        handle.db,
      );
    await addPlates(handle.db as never);
    const plates = await handle.db
      .selectFrom('contracts')
      .select(['order_id', 'plate'])
      .orderBy('id')
      .execute();
    expect(plates.slice(0, 5)).toEqual([
      { order_id: 'T-1', plate: '01A123BC' },
      { order_id: 'T-2', plate: '10B777AA' },
      { order_id: 'T-3', plate: null },
      { order_id: 'T-4', plate: null },
      { order_id: 'T-5', plate: '25C333DD' },
    ]);
    expect(plates.at(-1)).toEqual({ order_id: 'T-1205', plate: '30C1205DE' });
    expect(plates.filter((p) => p.plate === null)).toHaveLength(2);
    // The covers are found by the new column.
    expect(await paidCoverOverlapping(handle.db, '01A123BC', '2026-06-01', '2026-12-01')).toEqual({
      until: '2027-01-10',
    });
    expect(await paidOwnDamageOverlapping(handle.db, '10B777AA', '2026-06-01', '2026-06-30')).toEqual({
      until: '2027-01-10',
    });
    expect(await paidCoverOverlapping(handle.db, '01A999BC', '2026-06-01', '2026-12-01')).toBeNull();
    await handle.close();
  });

  it("reads one car's covers by the plate's index, never every policy in force", async () => {
    const handle = openDatabase({});
    await migrateToLatest(handle);
    const plan = await sql<{ detail: string }>`explain query plan
      select details, start_date, end_date from contracts
      where plate = ${'01A123BC'} and product = ${'osago'} and status in ('paid', 'issued') and end_date >= ${'2026-01-01'}`.execute(
      handle.db,
    );
    expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/USING INDEX contracts_plate/);
    await handle.close();
  });
});
