import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { claimsOfUser } from './cabinet/claims';
import { findClaimPolicy } from './claims/claim-policy';
import { policiesOfUser } from './contracts/holder-policies';
import type { CabinetUserRow } from './contracts/owner-session';
import { paidOwnDamageOverlapping } from './contracts/own-damage-cover';
import { paidCoverOverlapping } from './contracts/vehicle-cover';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { flushChatOutbox } from './outbox/chat-outbox';
import { runMonthlyCharges } from './products/monthly-kasko/monthly-charges';
import { pendingPayment } from './promo/pending-payment';

/**
 * The reads of one car, one owner or one contract, held to SQLite's query plan: each table is searched by an
 * index, never walked whole (`SCAN`). Such a read costs the same with a million contracts as with ten; a scan
 * grew with every sale (an OSAGO save beside 50,000 policies in force ran at 10 a second, `npm run bench:api`).
 */
describe('the reads of one car, one owner or one contract', () => {
  let handle: Db;
  let prepared: string[];

  beforeEach(async () => {
    handle = openDatabase({});
    await migrateToLatest(handle);
    prepared = [];
    const prepare = SQLite.prototype.prepare;
    jest.spyOn(SQLite.prototype, 'prepare').mockImplementation(function (
      this: SQLite.Database,
      text: string,
    ) {
      prepared.push(text);
      return prepare.call(this, text);
    });
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await handle.close();
  });

  /** The query plan of each select prepared so far: one line per table access. */
  async function plans(): Promise<{ text: string; details: string[] }[]> {
    const texts = [...new Set(prepared)].filter((text) => /^\s*select/i.test(text));
    expect(texts.length).toBeGreaterThan(0);
    const found = [];
    for (const text of texts) {
      // The plan does not depend on the values: each parameter is bound to null.
      const parameters = Array.from({ length: text.split('?').length - 1 }, () => null);
      const plan = await handle.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, parameters),
      );
      found.push({ text, details: plan.rows.map((row) => row.detail) });
    }
    return found;
  }

  /** Every table access that walks a table or a whole index. */
  const scans = async () =>
    (await plans()).flatMap(({ text, details }) =>
      details.filter((detail) => /^SCAN /.test(detail)).map((detail) => `${detail}: ${text}`),
    );

  const owner = {
    id: 1,
    phone: '998901234567',
    pinfl: '31503902610013',
  } as unknown as CabinetUserRow;

  it("finds a car's covers in force (one OSAGO, one own-damage cover per car and day) by its plate", async () => {
    await paidCoverOverlapping(handle.db, '01A123BC', '2026-06-01', '2027-05-31');
    await paidOwnDamageOverlapping(handle.db, '01A123BC', '2026-06-01', '2026-07-01');
    const reads = await plans();
    expect(reads).toHaveLength(2);
    // Not the product's covers in force (every car's), the car's own.
    for (const { details } of reads)
      expect(details).toEqual([
        expect.stringMatching(/^SEARCH contracts USING INDEX contracts_plate \(plate=\?/),
      ]);
  });

  it("finds an at-fault car's OSAGO policy by its plate", async () => {
    await expect(findClaimPolicy(handle.db, { plate: '01A123BC' }, '2026-06-01')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await scans()).toEqual([]);
    expect((await plans())[0].details).toContainEqual(
      expect.stringMatching(/^SEARCH c USING INDEX contracts_plate \(plate=\?/),
    );
  });

  it("finds a cabinet's policies by its phone or its owner's PINFL, and its claims", async () => {
    await policiesOfUser(handle.db, owner);
    await policiesOfUser(handle.db, owner, { contractId: 7 });
    await claimsOfUser(handle.db, owner);
    expect(await scans()).toEqual([]);
  });

  it("finds a contract's payment in progress by the contract", async () => {
    await pendingPayment(handle.db, 7, new Date());
    expect(await scans()).toEqual([]);
  });

  it('finds the chat messages not yet forwarded and the monthly charges due, not among all of them', async () => {
    const telegram = { token: 't', apiUrl: 'http://127.0.0.1:9' };
    await flushChatOutbox(handle.db, { chatId: 'sandbox', telegram }, () =>
      Promise.reject(new Error('offline')),
    );
    await runMonthlyCharges({ db: handle.db, processor: {} as never, now: new Date() });
    expect(await scans()).toEqual([]);
  });
});
