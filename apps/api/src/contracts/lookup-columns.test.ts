import { sql } from 'kysely';
import { paidCoverOverlapping } from './vehicle-cover';
import { paidOwnDamageOverlapping } from './own-damage-cover';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { up as addPlates } from '../db/migrations/027-contract-plate';
import { up as addLookupIndexes } from '../db/migrations/028-lookup-indexes';
import { policiesOfUser } from './holder-policies';
import type { CabinetUserRow } from './owner-session';

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
});

describe("the OSAGO owner's PINFL on the application (migration 028)", () => {
  it('gives the applications written before it their owner, never a driver, and the cabinet finds the owner by it', async () => {
    const handle = openDatabase({});
    await migrateToLatest(handle);
    // The tables as they were before migration 028.
    for (const index of [
      'osago_applications_owner_pinfl',
      'click_transactions_contract',
      'claims_contract',
      'claims_policy',
      'chat_outbox_unforwarded',
      'monthly_charges_status',
      'monthly_plans_status',
      'dms_constructor_requests_user',
    ])
      await sql`drop index ${sql.id(index)}`.execute(handle.db);
    await sql`alter table osago_applications drop column owner_pinfl`.execute(handle.db);
    const application = (owner: string | null, driver: string) =>
      JSON.stringify({
        applicant: { person: owner ? { pinfl: owner } : null },
        drivers: [{ pinfl: driver }],
      });
    const rows: [number, string][] = [
      [1, application('31503902610013', '30101900000001')],
      [2, application(null, '31503902610013')],
      [3, 'not json'],
    ];
    for (let n = 4; n <= 1_104; n++) rows.push([n, application(`4${String(n).padStart(13, '0')}`, '1')]);
    for (const [n, data] of rows) {
      const row = contract(n, 'osago', { plate: '01A123BC' });
      await sql`insert into contracts (order_id, product, status, amount_uzs, base_amount_uzs, channel, details,
        start_date, end_date, created_at, updated_at, paid_at, paid_via) values (${row.order_id}, ${row.product},
        ${row.status}, ${row.amount_uzs}, ${row.base_amount_uzs}, ${row.channel}, ${row.details}, ${row.start_date},
        ${row.end_date}, ${row.created_at}, ${row.updated_at}, ${row.paid_at}, ${row.paid_via})`.execute(
        handle.db,
      );
      const { id } = await handle.db
        .selectFrom('contracts')
        .select('id')
        .where('order_id', '=', row.order_id)
        .executeTakeFirstOrThrow();
      await sql`insert into osago_applications (contract_id, kind, data, created_at)
        values (${id}, 'policy', ${data}, ${at})`.execute(handle.db);
      if (n <= 2)
        await sql`insert into policies (contract_id, series, number, issued_at)
        values (${id}, 'EIOO', ${String(n).padStart(7, '0')}, ${at})`.execute(handle.db);
    }
    await addLookupIndexes(handle.db as never);
    const owners = await handle.db
      .selectFrom('osago_applications')
      .select(['contract_id', 'owner_pinfl'])
      .orderBy('contract_id')
      .execute();
    expect(owners.slice(0, 3).map((row) => row.owner_pinfl)).toEqual(['31503902610013', null, null]);
    expect(owners.at(-1)?.owner_pinfl).toBe('40000000001104');
    // The owner's cabinet, on another phone: the policy it owns, not the one it is a driver on.
    const user = { id: 1, phone: '998900000000', pinfl: '31503902610013' } as unknown as CabinetUserRow;
    expect((await policiesOfUser(handle.db, user)).map((p) => p.policy.number)).toEqual(['0000001']);
    await handle.close();
  });
});
