import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

describe('database', () => {
  // toMatchObject rather than toThrow: better-sqlite3's errors come from another realm inside Jest workers.
  it('migrates an empty SQLite database and is idempotent', async () => {
    const handle = openDatabase({});
    await migrateToLatest(handle);
    await migrateToLatest(handle);
    const now = new Date().toISOString();
    const { id } = await handle.db
      .insertInto('contracts')
      .values({
        order_id: 'T-1',
        product: 'osago',
        status: 'saved',
        amount_uzs: 384000,
        base_amount_uzs: 384000,
        channel: 'site',
        agent_id: null,
        phone: '998901234567',
        holder_name: null,
        details: '{}',
        start_date: null,
        end_date: null,
        promo_code: null,
        created_at: now,
        updated_at: now,
        paid_at: null,
        paid_via: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(0);
    await expect(
      handle.db
        .insertInto('policies')
        .values([
          { contract_id: id, series: 'EIOO', number: '1', issued_at: now },
          { contract_id: id, series: 'EIOO', number: '2', issued_at: now },
        ])
        .execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE/) });
    await handle.close();
  });
});
