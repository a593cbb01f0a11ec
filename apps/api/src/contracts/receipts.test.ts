import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createContract, inTransaction } from './contract-service';
import { FISCAL_CLASSES, fiscalClassOf } from './fiscal-codes';
import { PRODUCTS } from './products';
import {
  paymeDetail,
  receiptItems,
  receiptsOfContract,
  recordRefundReceipt,
  recordSaleReceipt,
  sandboxFiscalData,
} from './receipts';

const contract = (product: string, lang: 'uz' | 'ru' | 'en' | 'uz-cyrl' | null = 'en', amount = 384_000) => ({
  id: 7,
  product,
  lang,
  amount_uzs: amount,
});

describe('the classification table', () => {
  it('has a row for every product, 17 digits, a package code and VAT 0 (insurance is VAT-exempt)', () => {
    expect(Object.keys(FISCAL_CLASSES).sort()).toEqual(Object.keys(PRODUCTS).sort());
    for (const fiscal of Object.values(FISCAL_CLASSES)) {
      expect(fiscal.code).toMatch(/^\d{17}$/);
      expect(fiscal.packageCode).toMatch(/^\d+$/);
      expect(fiscal.vatPercent).toBe(0);
    }
  });

  it('says which codes are placeholders: none is presented as a public fact', () => {
    expect(Object.values(FISCAL_CLASSES).filter((fiscal) => fiscal.public)).toEqual([]);
  });

  it('gives an unknown product the generic placeholder rather than nothing', () => {
    expect(fiscalClassOf('no-such-product').code).toMatch(/^\d{17}$/);
  });
});

describe('receipt items', () => {
  it("is one line: the product's name in the contract's language, the price in tiyin, count 1", () => {
    expect(receiptItems(contract('housing', 'ru', 250_000))).toEqual([
      {
        title: 'Страхование жилья',
        price: 25_000_000,
        count: 1,
        code: FISCAL_CLASSES.housing.code,
        package_code: FISCAL_CLASSES.housing.packageCode,
        vat_percent: 0,
      },
    ]);
    expect(receiptItems(contract('housing', 'en'))[0].title).toBe('Home insurance');
    expect(receiptItems(contract('housing', 'uz-cyrl'))[0].title).toBe('Уй-жойни суғурталаш');
    expect(receiptItems(contract('housing', null))[0].title).toBe('Uy-joyni sugʻurtalash');
  });

  it('cuts a long name to the 63 characters Click takes, on a word', () => {
    const [item] = receiptItems(contract('osago', 'ru'));
    expect(item.title.length).toBeLessThanOrEqual(63);
    expect(item.title).toMatch(/^ОСАГО — обязательное страхование .*…$/);
  });

  it('prices a refund at its own amount', () => {
    expect(receiptItems(contract('kids'), 1_500)[0].price).toBe(150_000);
  });

  it("is Payme's detail: receipt_type 0 for a sale, 1 for a refund", () => {
    expect(paymeDetail(contract('kids'))).toEqual({ receipt_type: 0, items: receiptItems(contract('kids')) });
    expect(paymeDetail(contract('kids'), 1).receipt_type).toBe(1);
  });
});

describe('the sandbox fiscal module', () => {
  it('signs with 12 digits, the same for the same receipt, and links its check page', () => {
    const at = new Date('2026-03-09T07:30:05Z');
    const first = sandboxFiscalData(12, 384_000, at);
    expect(first.fiscal_sign).toMatch(/^\d{12}$/);
    expect(sandboxFiscalData(12, 384_000, at)).toEqual(first);
    expect(sandboxFiscalData(13, 384_000, at).fiscal_sign).not.toBe(first.fiscal_sign);
    expect(first.qr_url).toBe(
      `/sandbox/ofd/epi?t=SANDBOX0000001&r=12&c=20260309123005&s=${first.fiscal_sign}`,
    );
  });
});

describe('recording receipts', () => {
  let handle: Db;
  beforeEach(async () => {
    handle = openDatabase({});
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  const newContract = () =>
    createContract(handle.db, { product: 'housing', amountUzs: 250_000, channel: 'site', lang: 'en' });

  it('writes a refund receipt inside the given transaction, once per key', async () => {
    const { id } = await newContract();
    const at = new Date('2026-03-09T07:30:05Z');
    const first = await inTransaction(handle.db, (trx) =>
      recordRefundReceipt(trx, { contractId: id, amountUzs: 100_000, provider: 'click', at }),
    );
    expect(first).toMatchObject({
      contract_id: id,
      kind: 'refund',
      provider: 'click',
      amount_uzs: 100_000,
      receipt_key: `refund:${id}`,
      terminal_id: 'SANDBOX0000001',
      receipt_number: first.id,
    });
    expect(JSON.parse(first.provider_detail)).toMatchObject({
      receipt_type: 1,
      items: [{ price: 10_000_000 }],
    });
    const again = await inTransaction(handle.db, (trx) =>
      recordRefundReceipt(trx, { contractId: id, amountUzs: 100_000, provider: 'click' }),
    );
    expect(again).toEqual(first);
    const partial = await inTransaction(handle.db, (trx) =>
      recordRefundReceipt(trx, { contractId: id, amountUzs: 50_000, provider: 'click', key: 'refund:r2' }),
    );
    expect(partial.id).not.toBe(first.id);
    expect(await receiptsOfContract(handle.db, id)).toHaveLength(2);
  });

  it("writes nothing when the refund's transaction fails", async () => {
    const { id } = await newContract();
    await expect(
      inTransaction(handle.db, async (trx) => {
        await recordRefundReceipt(trx, { contractId: id, amountUzs: 100_000, provider: 'payme' });
        throw new Error('the provider refused the reversal');
      }),
    ).rejects.toThrow('refused');
    expect(await receiptsOfContract(handle.db, id)).toEqual([]);
  });

  it('refuses a refund receipt for a contract that does not exist', async () => {
    await expect(
      inTransaction(handle.db, (trx) =>
        recordRefundReceipt(trx, { contractId: 999, amountUzs: 1, provider: 'payme' }),
      ),
    ).rejects.toThrow('No contract 999');
  });

  it('keeps one sale receipt per key, the first one', async () => {
    const saved = await newContract();
    const at = new Date('2026-03-09T07:30:05Z');
    const first = await recordSaleReceipt(handle.db, { contract: saved, provider: 'octo', at });
    const replay = await recordSaleReceipt(handle.db, { contract: saved, provider: 'card', at: new Date() });
    expect(replay).toEqual(first);
    expect(first).toMatchObject({ kind: 'sale', provider: 'octo', amount_uzs: 250_000 });
  });
});
