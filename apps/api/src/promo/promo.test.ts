import { Value } from '@sinclair/typebox/value';
import { CLICK_ERROR, PAYME_ERROR, PromoResponse, type PaymeRpcResponse } from '@polis/api-contract';
import { markPaid } from '../contracts/contract-service';
import {
  clickForm,
  formBody,
  paymentKit,
  SITE_AUTHORIZATION,
  type PaymentKit,
} from '../testing/payment-test-kit';

describe('promo codes', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const post = (path: string, payload: Record<string, unknown>, lang?: string) =>
    kit.app.inject({
      method: 'POST',
      url: `/api/promocode/${path}`,
      headers: { authorization: SITE_AUTHORIZATION, ...(lang ? { lang } : {}) },
      payload,
    });
  const contractRow = (id: number) =>
    kit.handle.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** As the front end calls: the contract id with the order id its save answered. */
  const apply = async (contractId: number, promocode: string, lang?: string) =>
    post(
      'check_promocode',
      { contract_id: contractId, order_id: (await contractRow(contractId)).order_id, promocode },
      lang,
    );
  const cancel = async (contractId: number, lang?: string) =>
    post(
      'cancel_promocode',
      { contract_id: contractId, order_id: (await contractRow(contractId)).order_id },
      lang,
    );
  const uses = async (code: string) =>
    (
      await kit.handle.db
        .selectFrom('promo_codes')
        .select('used_count')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).used_count;
  const errorCode = (answer: PaymeRpcResponse) => ('error' in answer ? answer.error.code : null);

  it('applies a percent code: the server amount drops, the base is kept, a use is taken', async () => {
    const contract = await kit.contract();
    const res = await apply(contract.id, 'POLIS10', 'en');
    expect(res.statusCode).toBe(200);
    expect(Value.Check(PromoResponse, res.json())).toBe(true);
    expect(res.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      data: {
        promocode: 'POLIS10',
        type: 'percent',
        value: 10,
        discount_uzs: 38_400,
        amount_uzs: 345_600,
        base_amount_uzs: 384_000,
        description: '10% discount',
      },
    });
    expect(await contractRow(contract.id)).toMatchObject({
      amount_uzs: 345_600,
      base_amount_uzs: 384_000,
      promo_code: 'POLIS10',
    });
    expect(await uses('POLIS10')).toBe(1);
  });

  it('Payme and Click then charge the new amount and refuse the old one', async () => {
    const contract = await kit.contract();
    await apply(contract.id, 'MINUS50K');
    const account = { key: String(contract.id) };
    expect(errorCode(await kit.payme('CheckPerformTransaction', { amount: 38_400_000, account }))).toBe(
      PAYME_ERROR.wrongAmount,
    );
    expect(await kit.payme('CheckPerformTransaction', { amount: 33_400_000, account })).toMatchObject({
      result: { allow: true },
    });
    const click = await kit.app.inject({
      method: 'POST',
      url: '/api/click/prepare',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(
        clickForm({
          click_trans_id: '9001',
          merchant_trans_id: contract.order_id,
          amount: '384000',
          action: '0',
        }),
      ),
    });
    expect(click.json().error).toBe(CLICK_ERROR.incorrectAmount);
    const links = await kit.app.inject({
      method: 'POST',
      url: '/api/contract/get-payment',
      headers: { authorization: SITE_AUTHORIZATION },
      payload: { contract_id: contract.id, order_id: contract.order_id },
    });
    const payme = links.json().data.find((p: { id: string }) => p.id === 'payme').url as string;
    expect(Buffer.from(payme.split('/').pop() ?? '', 'base64').toString()).toContain('a=33400000;');

    const id = 'a'.repeat(24);
    await kit.payme('CreateTransaction', { id, time: Date.now(), amount: 33_400_000, account });
    await kit.payme('PerformTransaction', { id });
    expect(await contractRow(contract.id)).toMatchObject({
      status: 'issued',
      amount_uzs: 334_000,
      paid_via: 'payme',
    });
    const [tx] = await kit.handle.db.selectFrom('payme_transactions').selectAll().execute();
    expect(tx.amount_tiyin).toBe(33_400_000);
  });

  it('cancel restores the base amount and gives the use back; cancelling again answers the same', async () => {
    const contract = await kit.contract();
    await apply(contract.id, 'POLIS10');
    for (let i = 0; i < 2; i += 1) {
      const res = await cancel(contract.id, 'ru');
      expect(Value.Check(PromoResponse, res.json())).toBe(true);
      expect(res.json().data).toEqual({
        promocode: null,
        type: null,
        value: null,
        discount_uzs: 0,
        amount_uzs: 384_000,
        base_amount_uzs: 384_000,
        description: 'Промокод отменён',
      });
    }
    expect(await contractRow(contract.id)).toMatchObject({ amount_uzs: 384_000, promo_code: null });
    expect(await uses('POLIS10')).toBe(0);
  });

  it('another code replaces the first (never stacking); the same code again changes nothing', async () => {
    const contract = await kit.contract();
    await apply(contract.id, 'POLIS10');
    const again = await apply(contract.id, ' polis10 ');
    expect(again.json().data.amount_uzs).toBe(345_600);
    expect(await uses('POLIS10')).toBe(1);
    const replaced = await apply(contract.id, 'minus50k', 'uz');
    expect(replaced.json().data).toMatchObject({
      promocode: 'MINUS50K',
      type: 'fixed',
      value: 50_000,
      amount_uzs: 334_000,
      discount_uzs: 50_000,
      description: '50 000 soʻm chegirma',
    });
    expect(await uses('POLIS10')).toBe(0);
    expect(await uses('MINUS50K')).toBe(1);
  });

  it.each([
    ['NEWYEAR25', 'osago', 384_000, 'promocode_expired', 'Срок действия промокода истёк'],
    ['FIRST100', 'osago', 384_000, 'promocode_exhausted', 'Лимит использований промокода исчерпан'],
    ['TRAVEL15', 'osago', 384_000, 'promocode_not_applicable', 'Промокод не применяется к этому договору'],
    ['MINUS50K', 'osago', 90_000, 'promocode_not_applicable', 'Промокод не применяется к этому договору'],
    ['NOSUCHCODE', 'osago', 384_000, 'promocode_not_found', 'Такой промокод не найден'],
    ['POLIS 10', 'osago', 384_000, 'promocode_not_found', 'Такой промокод не найден'],
  ])(
    'refuses %s on %s (%i UZS) with %s in the lang language, changing nothing',
    async (code, product, amount, failure, text) => {
      const contract = await kit.contract({ product, amountUzs: amount });
      const before = await contractRow(contract.id);
      const res = await apply(contract.id, code, 'ru');
      expect(res.statusCode).toBe(200);
      expect(Value.Check(PromoResponse, res.json())).toBe(true);
      expect(res.json()).toEqual({
        error: 1,
        result: false,
        message: text,
        error_message: text,
        code: failure,
      });
      expect(await contractRow(contract.id)).toEqual(before);
      expect(await uses('FIRST100')).toBe(100);
    },
  );

  it('applies a product code to its own product', async () => {
    const contract = await kit.contract({ product: 'travel', amountUzs: 215_000 });
    expect((await apply(contract.id, 'TRAVEL15')).json().data).toMatchObject({ amount_uzs: 182_750 });
  });

  it('answers in Uzbek without a lang header', async () => {
    const contract = await kit.contract();
    expect((await apply(contract.id, 'NEWYEAR25')).json().error_message).toBe(
      'Promokodning amal qilish muddati tugagan',
    );
    expect((await apply(contract.id, 'NEWYEAR25', 'en')).json().error_message).toBe(
      'This promo code has expired',
    );
  });

  it('only a saved contract takes or drops a code', async () => {
    const contract = await kit.contract();
    await apply(contract.id, 'POLIS10');
    await markPaid(kit.handle.db, contract.id, 'click');
    for (const res of [await apply(contract.id, 'MINUS50K', 'en'), await cancel(contract.id, 'en')]) {
      expect(res.json()).toMatchObject({ error: 1, code: 'contract_not_saved' });
    }
    expect(await contractRow(contract.id)).toMatchObject({ amount_uzs: 345_600, promo_code: 'POLIS10' });
  });

  it('refuses to change the amount (409) while a Payme transaction waits for Perform', async () => {
    const contract = await kit.contract();
    const id = 'b'.repeat(24);
    await kit.payme('CreateTransaction', {
      id,
      time: Date.now(),
      amount: 38_400_000,
      account: { key: String(contract.id) },
    });
    const refused = await apply(contract.id, 'POLIS10', 'en');
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'payment_in_progress']);
    await kit.payme('CancelTransaction', { id, reason: 3 });
    expect((await apply(contract.id, 'POLIS10')).json().error).toBe(0);
  });

  it('gives the last use of a limited code to one contract only, whatever the concurrency', async () => {
    await kit.handle.db
      .insertInto('promo_codes')
      .values({
        code: 'LAST1',
        kind: 'percent',
        value: 5,
        product: null,
        min_amount_uzs: null,
        max_uses: 1,
        used_count: 0,
        valid_from: '2025-01-01',
        valid_to: '2099-12-31',
        created_at: new Date().toISOString(),
      })
      .execute();
    const contracts = await Promise.all([1, 2, 3, 4].map(() => kit.contract()));
    const answers = await Promise.all(contracts.map((c) => apply(c.id, 'LAST1')));
    const codes = answers.map((a) => a.json().code ?? 'ok').sort();
    expect(codes).toEqual(['ok', 'promocode_exhausted', 'promocode_exhausted', 'promocode_exhausted']);
    expect(await uses('LAST1')).toBe(1);
  });

  it('changes no price by a bare contract id and refuses malformed bodies with 400', async () => {
    const mine = await kit.contract();
    for (const bare of [
      await post('check_promocode', { contract_id: mine.id, promocode: 'POLIS10' }),
      await post('cancel_promocode', { contract_id: mine.id }),
      await post('check_promocode', {
        contract_id: mine.id,
        order_id: 'P000000-AAAAAAAAAA',
        promocode: 'POLIS10',
      }),
    ]) {
      expect([bare.statusCode, bare.json().error.code]).toEqual([404, 'contract_not_found']);
    }
    expect((await contractRow(mine.id)).amount_uzs).toBe(mine.amount_uzs);
    for (const body of [
      { contract_id: mine.id, promocode: '' },
      { promocode: 'POLIS10' },
      { contract_id: 'x', promocode: 'A' },
    ]) {
      const res = await post('check_promocode', body);
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation']);
    }
    expect(await uses('POLIS10')).toBe(0);
  });
});
