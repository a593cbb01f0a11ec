import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  cancelContract,
  ContractError,
  createContract,
  findPolicyOfContract,
  markPaid,
  newOrderId,
  type NewContract,
} from './contract-service';

const OSAGO: NewContract = { product: 'osago', amountUzs: 384_000, channel: 'site', phone: '998901234567' };

describe('contract lifecycle', () => {
  let handle: Db;
  beforeEach(async () => {
    handle = openDatabase({});
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  it('creates a saved contract with a unique, unguessable order id', async () => {
    const contracts = await Promise.all(Array.from({ length: 20 }, () => createContract(handle.db, OSAGO)));
    for (const contract of contracts) {
      expect(contract).toMatchObject({
        status: 'saved',
        amount_uzs: 384_000,
        base_amount_uzs: 384_000,
        channel: 'site',
      });
      expect(contract.order_id).toMatch(/^P\d{6}-[A-Z]{10}$/);
    }
    expect(new Set(contracts.map((c) => c.order_id)).size).toBe(20);
  });

  it('dates the order id by the day it was made', () => {
    expect(newOrderId(new Date('2026-03-09T12:00:00Z'))).toMatch(/^P260309-/);
  });

  it.each([
    ['an unknown product', { product: 'spaceflight' }, 'unknown_product'],
    ['a zero amount', { amountUzs: 0 }, 'invalid_amount'],
    ['a fractional amount', { amountUzs: 1.5 }, 'invalid_amount'],
    ['a date that does not exist', { startDate: '2026-02-30' }, 'invalid_date'],
    ['an end before the start', { startDate: '2026-03-10', endDate: '2026-03-09' }, 'invalid_date'],
  ] as const)('refuses %s', async (_what, change, code) => {
    await expect(createContract(handle.db, { ...OSAGO, ...change })).rejects.toMatchObject({ code });
  });

  it('moves saved -> issued once, with one policy numbered from its id in the product series', async () => {
    const osago = await createContract(handle.db, OSAGO);
    const travel = await createContract(handle.db, { ...OSAGO, product: 'travel' });
    const first = await markPaid(handle.db, osago.id, 'payme');
    expect(first.contract).toMatchObject({ status: 'issued', paid_via: 'payme' });
    expect(first.policy).toMatchObject({ series: 'EIOO', number: String(first.policy.id).padStart(7, '0') });
    await expect(markPaid(handle.db, osago.id, 'click')).rejects.toMatchObject({
      code: 'contract_not_payable',
      status: 'issued',
    });
    const second = await markPaid(handle.db, travel.id, 'click');
    expect(second.policy.series).toBe('TRVL');
    expect(second.policy.number).not.toBe(first.policy.number);
    expect(await findPolicyOfContract(handle.db, osago.id)).toEqual(first.policy);
  });

  it('issues exactly one policy when ten payments race', async () => {
    const contract = await createContract(handle.db, OSAGO);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => markPaid(handle.db, contract.id, 'octo')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(ContractError);
    const policies = await handle.db.selectFrom('policies').selectAll().execute();
    expect(policies).toHaveLength(1);
  });

  it('rolls the payment back when the caller’s transaction fails after it', async () => {
    const contract = await createContract(handle.db, OSAGO);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await markPaid(trx, contract.id, 'payme');
        throw new Error('provider update failed');
      }),
    ).rejects.toThrow('provider update failed');
    const stored = await handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('saved');
    expect(await handle.db.selectFrom('policies').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('chat_outbox').selectAll().execute()).toEqual([]);
  });

  it('cancels a saved contract, which can then not be paid; an issued one cannot be cancelled', async () => {
    const saved = await createContract(handle.db, OSAGO);
    expect((await cancelContract(handle.db, saved.id)).status).toBe('cancelled');
    await expect(markPaid(handle.db, saved.id, 'payme')).rejects.toMatchObject({
      code: 'contract_not_payable',
    });
    const paid = await createContract(handle.db, OSAGO);
    await markPaid(handle.db, paid.id, 'payme');
    await expect(cancelContract(handle.db, paid.id)).rejects.toMatchObject({
      code: 'contract_not_cancellable',
    });
  });
});
