import { CLICK_ERROR, PAYME_ERROR } from '@polis/api-contract';
import { CLICK_PREPARE_HOLD_MS } from '../payments/click/click-service';
import { paymentKit, type PaymentKit } from '../testing/payment-test-kit';
import { INSTALLMENT_ORDER_HOLD_MS } from '../installments/installment-service';
import { pendingPaymentKit, type PendingPaymentKit } from '../testing/pending-payment-kit';
import { promoRaces } from '../testing/promo-races';

/**
 * Issue 14, items 1 and 2: a promo code applied or cancelled between a provider's first step and its last
 * made Click Complete and Uzum Nasiya's confirm-contract issue the policy for a stale amount. Now the change
 * is refused while a payment is open (409), and the last step compares its amount with the contract's
 * current amount anyway (for a transaction older than its hold, or any other way the amount moved).
 */
describe('a promo change against an open payment', () => {
  let kit: PaymentKit;
  let t: PendingPaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
    t = pendingPaymentKit(kit);
  });
  afterEach(() => kit.close());

  const discounted = async (lang?: string) => {
    const contract = await kit.contract();
    expect((await t.applyPromo(contract, 'POLIS10', lang)).json().data.amount_uzs).toBe(345_600);
    return contract;
  };

  const expectConflict = async (
    res: Awaited<ReturnType<PendingPaymentKit['cancelPromo']>>,
    provider: string,
    message: RegExp,
  ) => {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'payment_in_progress', message: expect.stringMatching(message), details: { provider } },
    });
  };

  describe('Click', () => {
    it('refuses to cancel the promo after Prepare (409, localised); Complete pays the amount prepared', async () => {
      const contract = await discounted();
      const { prepared, complete } = await t.clickPrepare(contract, 345_600);
      expect(prepared.error).toBe(CLICK_ERROR.success);
      await expectConflict(await t.cancelPromo(contract, 'ru'), 'click', /^Оплата этой заявки уже начата/);
      await expectConflict(await t.applyPromo(contract, 'MINUS50K', 'uz'), 'click', /toʻlov boshlangan/);
      await expectConflict(await t.cancelPromo(contract, 'en'), 'click', /^A payment for this application/);
      expect((await t.contractRow(contract)).amount_uzs).toBe(345_600);
      expect((await complete()).error).toBe(CLICK_ERROR.success);
      expect(await t.contractRow(contract)).toMatchObject({ status: 'issued', amount_uzs: 345_600 });
    });

    it('Complete with the amount of a stale Prepare answers -2 and issues no policy (38 400 short)', async () => {
      const contract = await discounted();
      const { complete } = await t.clickPrepare(contract, 345_600);
      // The Prepare outlived its hold (abandoned at Click's card page), so the promo may change again.
      await t.age('click_transactions', contract, CLICK_PREPARE_HOLD_MS + 60_000);
      expect((await t.cancelPromo(contract)).json().data.amount_uzs).toBe(384_000);
      expect(await complete()).toMatchObject({ error: CLICK_ERROR.incorrectAmount });
      expect(await t.policiesOf(contract)).toEqual([]);
      expect((await t.contractRow(contract)).status).toBe('saved');
      // The refused transaction is dead: Click returned the money, a replay (even once the amount matches
      // again) pays nothing.
      expect((await t.applyPromo(contract, 'POLIS10')).json().data.amount_uzs).toBe(345_600);
      expect(await complete()).toMatchObject({ error: CLICK_ERROR.cancelled });
      expect(await t.policiesOf(contract)).toEqual([]);
    });

    it('the reverse: a promo after a stale full-price Prepare gets -2 at Complete, not an overcharge', async () => {
      const contract = await kit.contract();
      const { complete } = await t.clickPrepare(contract, 384_000);
      await expectConflict(await t.applyPromo(contract, 'POLIS10'), 'click', /already started/);
      await t.age('click_transactions', contract, CLICK_PREPARE_HOLD_MS + 60_000);
      expect((await t.applyPromo(contract, 'POLIS10')).json().data.amount_uzs).toBe(345_600);
      expect(await complete()).toMatchObject({ error: CLICK_ERROR.incorrectAmount });
      expect(await t.policiesOf(contract)).toEqual([]);
      // A new Prepare for the amount now pays normally.
      const fresh = await t.clickPrepare(contract, 345_600);
      expect((await fresh.complete()).error).toBe(CLICK_ERROR.success);
      expect(await t.policiesOf(contract)).toHaveLength(1);
    });
  });

  describe('Payme', () => {
    it('refuses the promo change while a transaction waits for Perform (409); Perform pays that amount', async () => {
      const contract = await discounted();
      const { created, perform } = await t.paymeCreate(contract, 345_600);
      expect('result' in created).toBe(true);
      await expectConflict(await t.cancelPromo(contract, 'en'), 'payme', /already started/);
      expect('result' in (await perform())).toBe(true);
      expect(await t.contractRow(contract)).toMatchObject({ status: 'issued', amount_uzs: 345_600 });
    });

    it('checks Check, Create and Perform against the amount at that moment', async () => {
      const contract = await discounted();
      const account = { key: String(contract.id) };
      for (const method of ['CheckPerformTransaction', 'CreateTransaction']) {
        const answer = await kit.payme(method, {
          id: 'f'.repeat(24),
          time: Date.now(),
          amount: 38_400_000,
          account,
        });
        expect(answer).toMatchObject({ error: { code: PAYME_ERROR.wrongAmount } });
      }
      const { perform } = await t.paymeCreate(contract, 345_600);
      // However the amount moved (an operator, a future code path), Perform refuses the stale transaction.
      await kit.handle.db
        .updateTable('contracts')
        .set({ amount_uzs: 384_000, promo_code: null })
        .where('id', '=', contract.id)
        .execute();
      expect(await perform()).toMatchObject({ error: { code: PAYME_ERROR.cannotPerform } });
      expect(await t.policiesOf(contract)).toEqual([]);
    });
  });

  describe('Uzum Nasiya', () => {
    it('refuses the promo change while an order is open (409); confirm-contract pays the order', async () => {
      const contract = await discounted();
      const uzum = await t.uzumOrder(contract, 345_600);
      expect(uzum.created.error).toBe(0);
      await expectConflict(await t.cancelPromo(contract, 'ru'), 'uzum-nasiya', /Оплата этой заявки/);
      expect((await uzum.sign()).statusCode).toBe(303);
      await expectConflict(await t.cancelPromo(contract), 'uzum-nasiya', /already started/);
      expect(await uzum.confirm()).toMatchObject({ error: 0, data: { status: 'completed' } });
      expect(await t.contractRow(contract)).toMatchObject({ status: 'issued', amount_uzs: 345_600 });
    });

    it('confirm-contract refuses an order whose amount is not the contract amount now: no policy', async () => {
      const contract = await discounted();
      const uzum = await t.uzumOrder(contract, 345_600);
      expect((await uzum.sign()).statusCode).toBe(303);
      await t.age('installment_orders', contract, INSTALLMENT_ORDER_HOLD_MS + 60_000);
      expect((await t.cancelPromo(contract)).json().data.amount_uzs).toBe(384_000);
      expect(await uzum.confirm()).toMatchObject({
        error: 1,
        code: 'amount_mismatch',
        message: expect.stringContaining('384 000'),
      });
      expect(await t.policiesOf(contract)).toEqual([]);
      expect((await t.contractRow(contract)).status).toBe('saved');
      // Cancelled: the same order cannot be confirmed later, even at a matching amount.
      expect((await t.applyPromo(contract, 'POLIS10')).json().data.amount_uzs).toBe(345_600);
      expect(await uzum.confirm()).toMatchObject({ error: 1, code: 'order_cancelled' });
      expect(await t.policiesOf(contract)).toEqual([]);
    });
  });

  describe('races (one at a time on SQLite; the PostgreSQL suite runs them in parallel)', () => {
    promoRaces(() => ({ kit, t }));
  });
});
