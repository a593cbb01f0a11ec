import {
  PAYME_ERROR,
  type CabinetReceipt,
  type PaymeCheckPerformResult,
  type PaymeRpcResponse,
} from '@polis/api-contract';
import { markPaid } from '../contracts/contract-service';
import { FISCAL_CLASSES } from '../contracts/fiscal-codes';
import { productName, PRODUCTS } from '../contracts/products';
import { cabinetClient, logIn } from '../testing/cabinet-test-kit';
import { payWithClick, paymentKit, clickForm, formBody, type PaymentKit } from '../testing/payment-test-kit';

// Issue 27: every payment and refund carries a fiscal receipt; the cabinet lists them; the policy's mail has it.

const PHONE = '998901234567';
const txId = (n: number) => n.toString(16).padStart(24, '0');
const LANGS = ['uz', 'ru', 'en', 'uz-cyrl'] as const;

function resultOf<R>(answer: PaymeRpcResponse<R>): R {
  if ('error' in answer) throw new Error(`unexpected Payme error ${answer.error.code}`);
  return answer.result;
}

describe('fiscal receipts', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const receipts = (contractId: number) =>
    kit.handle.db
      .selectFrom('receipts')
      .selectAll()
      .where('contract_id', '=', contractId)
      .orderBy('id')
      .execute();
  const payByPayme = async (contractId: number, amountUzs: number, n: number) => {
    const id = txId(n);
    const account = { key: String(contractId) };
    resultOf(
      await kit.payme('CreateTransaction', { id, time: Date.now(), amount: amountUzs * 100, account }),
    );
    resultOf(await kit.payme('PerformTransaction', { id }));
    return id;
  };

  describe('Payme CheckPerformTransaction', () => {
    it.each(
      Object.keys(PRODUCTS).map((product, i) => [product, LANGS[i % LANGS.length], 10_000 + i * 1_000]),
    )('%s (%s): the detail Payme prints, built from the contract', async (product, lang, amountUzs) => {
      const contract = await kit.contract({ product, amountUzs, lang, details: {} });
      const answer = resultOf(
        await kit.payme<PaymeCheckPerformResult>('CheckPerformTransaction', {
          amount: amountUzs * 100,
          account: { key: String(contract.id) },
        }),
      );
      const name = productName(product, lang);
      expect(answer).toEqual({
        allow: true,
        detail: {
          receipt_type: 0,
          items: [
            {
              title: name.length <= 63 ? name : expect.stringMatching(/…$/),
              price: amountUzs * 100,
              count: 1,
              code: FISCAL_CLASSES[product].code,
              package_code: FISCAL_CLASSES[product].packageCode,
              vat_percent: 0,
            },
          ],
        },
      });
      // Nothing is written by a check, and the protocol's refusals stay as they were.
      expect(await receipts(contract.id)).toEqual([]);
      const wrong = await kit.payme('CheckPerformTransaction', {
        amount: amountUzs * 100 + 1,
        account: { key: String(contract.id) },
      });
      expect('error' in wrong && wrong.error.code).toBe(PAYME_ERROR.wrongAmount);
    });
  });

  it('Payme Perform writes one sale receipt of the amount paid, whatever the replays', async () => {
    const contract = await kit.contract({ product: 'housing', amountUzs: 250_000, lang: 'ru', details: {} });
    const id = await payByPayme(contract.id, 250_000, 1);
    for (let i = 0; i < 3; i += 1) resultOf(await kit.payme('PerformTransaction', { id }));
    const rows = await receipts(contract.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'sale',
      provider: 'payme',
      payment_ref: id,
      amount_uzs: 250_000,
      terminal_id: 'SANDBOX0000001',
      receipt_number: rows[0].id,
      receipt_key: `payment:${contract.id}`,
    });
    expect(rows[0].fiscal_sign).toMatch(/^\d{12}$/);
    expect(JSON.parse(rows[0].provider_detail)).toEqual({
      receipt_type: 0,
      items: [expect.objectContaining({ title: 'Страхование жилья', price: 25_000_000 })],
    });
  });

  it("Payme's refund (CancelTransaction of a performed one) writes one refund receipt, receipt_type 1", async () => {
    const contract = await kit.contract({ product: 'kids', amountUzs: 120_000, lang: 'en', details: {} });
    const id = await payByPayme(contract.id, 120_000, 2);
    for (let i = 0; i < 3; i += 1) {
      expect(resultOf(await kit.payme('CancelTransaction', { id, reason: 5 }))).toMatchObject({ state: -2 });
    }
    const rows = await receipts(contract.id);
    expect(rows.map((row) => [row.kind, row.provider, row.amount_uzs])).toEqual([
      ['sale', 'payme', 120_000],
      ['refund', 'payme', 120_000],
    ]);
    expect(JSON.parse(rows[1].provider_detail)).toMatchObject({
      receipt_type: 1,
      items: [{ title: 'Kids insurance', price: 12_000_000, count: 1 }],
    });
  });

  it('a refund refused (a claim was filed) writes no refund receipt', async () => {
    const contract = await kit.contract({ product: 'kids', amountUzs: 120_000, details: {} });
    const id = await payByPayme(contract.id, 120_000, 3);
    const at = new Date().toISOString();
    await kit.handle.db
      .insertInto('claims')
      .values({
        pinfl: null,
        phone: PHONE,
        contract_id: contract.id,
        product: 'kids',
        policy_number: 'KIDS 0000001',
        event_date: '2026-01-20 10:00:00',
        status: 'new',
        description: 'a fall',
        claimed_uzs: 1_000_000,
        paid_uzs: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const answer = await kit.payme('CancelTransaction', { id, reason: 5 });
    expect('error' in answer && answer.error.code).toBe(PAYME_ERROR.cannotCancel);
    expect((await receipts(contract.id)).map((row) => row.kind)).toEqual(['sale']);
  });

  it("Click Complete records Click's fiscal data (ofd_data/submit_items) with one receipt, replays too", async () => {
    const contract = await kit.contract({ product: 'travel', amountUzs: 215_000, lang: 'uz', details: {} });
    const order = { click_trans_id: '9001', merchant_trans_id: contract.order_id, amount: '215000.00' };
    await payWithClick(kit.app, order);
    const prepared = await kit.handle.db
      .selectFrom('click_transactions')
      .select('id')
      .executeTakeFirstOrThrow();
    const replay = await kit.app.inject({
      method: 'POST',
      url: '/api/click/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(clickForm({ ...order, action: '1', merchant_prepare_id: String(prepared.id) })),
    });
    expect(replay.json().error).toBe(-4);
    const rows = await receipts(contract.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'sale',
      provider: 'click',
      payment_ref: '9001',
      amount_uzs: 215_000,
    });
    expect(JSON.parse(rows[0].provider_detail)).toEqual({
      service_id: 10001,
      payment_id: 9001,
      items: [
        {
          Name: 'Chet elga chiquvchilarni sugʻurtalash',
          SPIC: FISCAL_CLASSES.travel.code,
          PackageCode: FISCAL_CLASSES.travel.packageCode,
          Price: 21_500_000,
          Amount: 1,
          VAT: 0,
          VATPercent: 0,
          CommissionInfo: { TIN: '000000000' },
        },
      ],
      received_ecash: 0,
      received_cash: 0,
      received_card: 21_500_000,
    });
  });

  it.each(['octo', 'card', 'installment'] as const)(
    'a payment by %s writes its receipt in the payment itself',
    async (via) => {
      const contract = await kit.contract({ product: 'pets', amountUzs: 90_000, details: {} });
      await markPaid(kit.handle.db, contract.id, via);
      await expect(markPaid(kit.handle.db, contract.id, via)).rejects.toThrow('issued');
      const rows = await receipts(contract.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'sale', provider: via, amount_uzs: 90_000 });
      expect(JSON.parse(rows[0].provider_detail)).toMatchObject({ receipt_type: 0 });
    },
  );

  it("the policy's mail carries the receipt in the contract's language", async () => {
    const contract = await kit.contract({
      product: 'housing',
      amountUzs: 250_000,
      lang: 'ru',
      email: 'buyer@example.uz',
      details: {},
    });
    await payByPayme(contract.id, 250_000, 4);
    const [receipt] = await receipts(contract.id);
    const mail = await kit.handle.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.text).toContain('Фискальный чек');
    expect(mail.text).toContain(
      `Услуга: Страхование жилья, 250 000; код ИКПУ ${FISCAL_CLASSES.housing.code}, код упаковки ` +
        `${FISCAL_CLASSES.housing.packageCode}; без НДС`,
    );
    expect(mail.text).toContain(`Фискальный признак: ${receipt.fiscal_sign}`);
    expect(mail.text).toContain(`Номер чека: ${receipt.receipt_number} · Фискальный модуль: SANDBOX0000001`);
    expect(mail.text).toContain(`Проверить чек: ${receipt.qr_url}`);
  });

  describe('in the cabinet', () => {
    const list = (id: number, token?: string) =>
      cabinetClient(kit.app).get(`get/policy/${id}/receipts`, token);

    it("lists the owner's receipts, payment then refund, and 404s anyone else's id", async () => {
      const contract = await kit.contract({ product: 'kids', amountUzs: 120_000, lang: 'en', details: {} });
      const id = await payByPayme(contract.id, 120_000, 5);
      resultOf(await kit.payme('CancelTransaction', { id, reason: 5 }));
      const owner = await logIn(kit.app, kit.handle, PHONE);
      const res = await list(contract.id, owner);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: CabinetReceipt[] }>().data;
      expect(data.map((r) => [r.kind, r.provider, r.amount_uzs])).toEqual([
        ['sale', 'payme', 120_000],
        ['refund', 'payme', 120_000],
      ]);
      expect(data[0].items).toEqual([
        {
          title: 'Kids insurance',
          price: 12_000_000,
          count: 1,
          code: FISCAL_CLASSES.kids.code,
          package_code: FISCAL_CLASSES.kids.packageCode,
          vat_percent: 0,
        },
      ]);
      const link = new URL(data[0].qr_url);
      expect(link.hostname).toBe('localhost');
      expect(`${link.pathname}${link.search}`).toMatch(
        /^\/sandbox\/ofd\/epi\?t=SANDBOX0000001&r=\d+&c=\d{14}&s=\d{12}$/,
      );

      // The check link opens the sandbox's tax-office page for exactly this receipt.
      const check = await kit.app.inject({ url: `${link.pathname}${link.search}` });
      expect(check.statusCode).toBe(200);
      expect(check.body).toContain(data[0].fiscal_sign);
      expect(check.body).toContain(FISCAL_CLASSES.kids.code);
      const forged = await kit.app.inject({
        url: `${link.pathname}${link.search}`.replace(/s=\d+/, 's=000000000000'),
      });
      expect(forged.statusCode).toBe(404);

      const stranger = await logIn(kit.app, kit.handle, '998907654321');
      const other = await list(contract.id, stranger);
      const missing = await list(999_999, stranger);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect(other.json().error.code).toBe('policy_not_found');
    });

    it('answers nothing to the channel credential and an id', async () => {
      const contract = await kit.contract({ product: 'kids', amountUzs: 120_000, details: {} });
      await payByPayme(contract.id, 120_000, 6);
      const res = await list(contract.id);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('token_required');
      expect(res.body).not.toContain('fiscal_sign');
    });
  });
});
