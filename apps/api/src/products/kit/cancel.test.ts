import { CancelQuote, CancelResult, PAYME_ERROR, type PaymeCheckResult } from '@polis/api-contract';
import { Value } from '@sinclair/typebox/value';
import { markPaid } from '../../contracts/contract-service';
import { addDays } from '../../contracts/format';
import { cabinetClient, logIn } from '../../testing/cabinet-test-kit';
import {
  cancelClient,
  paidDaysAgo,
  paidPolicy,
  today,
  type CancelClient,
} from '../../testing/cancel-test-kit';
import { seededPaymentKit } from '../../testing/osago-test-kit';
import type { PaymentKit } from '../../testing/payment-test-kit';

/**
 * Issue 27: the holder cancels a policy from the cabinet. The quote and the confirmation run on the real app;
 * the refund goes back through the provider that took the money and is recorded once, whatever the number of
 * concurrent confirmations (PostgreSQL: `cancel-postgres.test.ts`).
 */
describe('cancel a policy from the cabinet', () => {
  let env: Awaited<ReturnType<typeof seededPaymentKit>>;
  let kit: PaymentKit;
  let api: CancelClient;
  let token: string;
  const phone = '998901112201';

  beforeAll(async () => {
    env = await seededPaymentKit();
    kit = env.kit;
    api = cancelClient(kit.app);
    token = await logIn(kit.app, kit.handle, phone);
  });
  afterAll(() => env.close());

  const refunds = (contractId: number) =>
    kit.handle.db.selectFrom('refunds').selectAll().where('contract_id', '=', contractId).execute();
  const lastSms = async (to: string) =>
    (
      await kit.handle.db
        .selectFrom('sms_outbox')
        .selectAll()
        .where('phone', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).text;

  it('quotes the whole premium before the cover starts and refunds it through Payme (state -2)', async () => {
    const { contract, paymeId } = await paidPolicy(kit, { phone });
    const quote = await api.quote(contract.id, token);
    expect(quote.statusCode).toBe(200);
    expect(Value.Check(CancelQuote, quote.json())).toBe(true);
    expect(quote.json()).toMatchObject({
      contract_id: contract.id,
      allowed: true,
      reason: null,
      premium_uzs: 365_000,
      refund_uzs: 365_000,
      provider: 'payme',
      ends_auto_payment: false,
      refunds: [],
      rule: { kind: 'cooling_off', cooling_off_days: 14, days_total: 365 },
    });

    const done = await api.confirm(contract.id, 365_000, token);
    expect(done.statusCode).toBe(200);
    expect(Value.Check(CancelResult, done.json())).toBe(true);
    expect(done.json()).toMatchObject({
      contract_id: contract.id,
      status: 'cancelled',
      refund: { amount_uzs: 365_000, provider: 'payme', status: 'performed' },
    });

    // Payme's side: the performed transaction is cancelled as a refund, and Payme's replay answers the same.
    const check = await kit.payme<PaymeCheckResult>('CheckTransaction', { id: paymeId });
    expect(check).toMatchObject({ result: { state: -2, reason: 5 } });
    const replay = await kit.payme('CancelTransaction', { id: paymeId, reason: 5 });
    const cancelTime = 'result' in check ? check.result.cancel_time : -1;
    expect(replay).toMatchObject({ result: { state: -2, cancel_time: cancelTime } });
    expect(await refunds(contract.id)).toEqual([
      expect.objectContaining({ amount_uzs: 365_000, provider: 'payme', provider_reference: paymeId }),
    ]);

    // The Payme sandbox lists it, where the money went back.
    const page = await kit.app.inject({ url: '/sandbox/payme/refunds?lang=ru' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(contract.order_id);
    expect(page.body).toContain('365 000 сум (полный)');

    // Everything follows: the cabinet, the verification JSON, the SMS in the contract's language.
    const cabinet = cabinetClient(kit.app);
    const listed = (await cabinet.get(`get/policy/${contract.id}`, token)).json().data;
    expect(listed).toMatchObject({ status: 'cancelled' });
    const verify = await kit.app.inject({
      url: `/api/policy/verify/${listed.policy_series}/${listed.policy_number}`,
      headers: { accept: 'application/json' },
    });
    expect(verify.json()).toMatchObject({ valid: false, status: 'cancelled' });
    expect(await lastSms(phone)).toBe(
      `Ваш полис ${listed.policy_series} ${listed.policy_number} аннулирован. 365 000 сум вернутся через Payme.`,
    );

    // Once: the policy is cancelled now, and the quote says so with the refund paid.
    const again = await api.confirm(contract.id, 365_000, token);
    expect([again.statusCode, again.json().error]).toEqual([
      422,
      expect.objectContaining({ code: 'cancel_not_allowed', details: { reason: 'already_cancelled' } }),
    ]);
    expect((await api.quote(contract.id, token)).json()).toMatchObject({
      allowed: false,
      reason: 'already_cancelled',
      refund_uzs: 0,
      refunds: [{ amount_uzs: 365_000, provider: 'payme' }],
    });
    expect(await kit.payme('PerformTransaction', { id: paymeId })).toMatchObject({
      error: { code: PAYME_ERROR.cannotPerform },
    });
  });

  it('refuses a quoted amount that is not the figure now (409) and changes nothing', async () => {
    const { contract } = await paidPolicy(kit, { phone });
    const stale = await api.confirm(contract.id, 300_000, token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'refund_amount_changed',
      details: { refund_uzs: 365_000 },
    });
    expect(await refunds(contract.id)).toEqual([]);
    expect((await api.quote(contract.id, token)).json()).toMatchObject({ allowed: true });
  });

  it('refunds the unused days less 10 % after the cooling-off period, as a Payme return receipt', async () => {
    const start = addDays(today(), -30);
    const { contract, paymeId } = await paidPolicy(kit, { phone, start, days: 365 });
    await paidDaysAgo(kit.handle, contract.id, 31);
    const quote = (await api.quote(contract.id, token)).json();
    // 30 days used, today too: 334 of 365 days left.
    const unused = Math.floor((365_000 * 334) / 365);
    expect(quote).toMatchObject({
      allowed: true,
      refund_uzs: unused - Math.round(unused / 10),
      rule: { kind: 'pro_rata', days_left: 334, unused_uzs: unused, deduction_percent: 10 },
    });
    expect((await api.confirm(contract.id, quote.refund_uzs, token)).statusCode).toBe(200);
    expect(await refunds(contract.id)).toEqual([
      expect.objectContaining({
        amount_uzs: quote.refund_uzs,
        provider: 'payme',
        provider_reference: `${paymeId}/return-1`,
      }),
    ]);
    // A part is not Payme's CancelTransaction: the transaction stays performed.
    expect(await kit.payme('CheckTransaction', { id: paymeId })).toMatchObject({ result: { state: 2 } });
  });

  it('gives the whole premium back within the cooling-off period of a started cover', async () => {
    const { contract } = await paidPolicy(kit, { phone, start: addDays(today(), -3) });
    await paidDaysAgo(kit.handle, contract.id, 4);
    expect((await api.quote(contract.id, token)).json()).toMatchObject({
      allowed: true,
      refund_uzs: 365_000,
      rule: { kind: 'cooling_off' },
    });
  });

  it('opens only the holder’s policy: 404 for another’s or a guessed id, 401 without the session', async () => {
    const { contract } = await paidPolicy(kit, { phone });
    const stranger = await logIn(kit.app, kit.handle, '998901112202');
    for (const answer of [
      await api.quote(contract.id, stranger),
      await api.confirm(contract.id, 365_000, stranger),
      await api.quote(999_999, token),
      await api.confirm(999_999, 1, token),
    ]) {
      expect([answer.statusCode, answer.json().error.code]).toEqual([404, 'policy_not_found']);
    }
    const bare = await api.confirm(contract.id, 365_000);
    expect([bare.statusCode, bare.json().error.code]).toEqual([401, 'token_required']);
    const forged = await api.quote(contract.id, 'x'.repeat(43));
    expect([forged.statusCode, forged.json().error.code]).toEqual([401, 'token_invalid']);
    const noChannel = await cancelClient(kit.app, null).confirm(contract.id, 365_000, token);
    expect([noChannel.statusCode, noChannel.json().error.code]).toEqual([401, 'unauthorized']);
    expect(await refunds(contract.id)).toEqual([]);
    expect((await api.quote(contract.id, token)).json()).toMatchObject({ allowed: true });
  });

  it('refuses a policy with an open claim, and allows it once the claim is rejected', async () => {
    const { contract } = await paidPolicy(kit, { phone });
    const at = new Date().toISOString();
    const { id } = await kit.handle.db
      .insertInto('claims')
      .values({
        pinfl: null,
        phone,
        contract_id: contract.id,
        product: 'housing',
        policy_number: 'HOUS 0000000',
        event_date: '2026-01-01 10:00:00',
        status: 'in_review',
        description: 'a leak',
        claimed_uzs: null,
        paid_uzs: null,
        created_at: at,
        updated_at: at,
        policy_id: null,
        lang: 'ru',
        place: null,
        other_plate: null,
        country: null,
        note: null,
        payout_method: null,
        payout_card: null,
        payout_account: null,
        payout_mfo: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await api.quote(contract.id, token)).json()).toMatchObject({
      allowed: false,
      reason: 'open_claim',
    });
    const refused = await api.confirm(contract.id, 0, token);
    expect([refused.statusCode, refused.json().error.details]).toEqual([422, { reason: 'open_claim' }]);
    await kit.handle.db.updateTable('claims').set({ status: 'rejected' }).where('id', '=', id).execute();
    expect((await api.quote(contract.id, token)).json()).toMatchObject({
      allowed: true,
      refund_uzs: 365_000,
    });
  });

  it('cancels OSAGO before it starts and refuses it once in force (compulsory)', async () => {
    const before = await paidPolicy(kit, { phone, product: 'osago', amountUzs: 384_000, days: 365 });
    expect((await api.quote(before.contract.id, token)).json()).toMatchObject({
      allowed: true,
      refund_uzs: 384_000,
      rule: { kind: 'before_start', cooling_off_days: 0 },
    });
    const started = await paidPolicy(kit, { phone, product: 'osago', start: addDays(today(), -1) });
    expect((await api.quote(started.contract.id, token)).json()).toMatchObject({
      allowed: false,
      reason: 'compulsory_in_force',
    });
    const refused = await api.confirm(started.contract.id, 0, token);
    expect(refused.json().error).toMatchObject({
      code: 'cancel_not_allowed',
      details: { reason: 'compulsory_in_force' },
    });
    const trip = await paidPolicy(kit, { phone, product: 'travel', start: today(), days: 10 });
    expect((await api.quote(trip.contract.id, token)).json()).toMatchObject({ reason: 'trip_started' });
  });

  it('refuses online a policy marked paid without the payment a refund goes back to (paper era)', async () => {
    const saved = await kit.contract({ product: 'housing', phone, startDate: addDays(today(), 1) });
    await markPaid(kit.handle.db, saved.id, 'payme');
    expect((await api.quote(saved.id, token)).json()).toMatchObject({
      allowed: false,
      reason: 'refund_unavailable',
    });
    const refused = await api.confirm(saved.id, 0, token);
    expect([refused.statusCode, refused.json().error.details]).toEqual([
      422,
      { reason: 'refund_unavailable' },
    ]);
  });

  it('refuses an expired policy', async () => {
    const { contract } = await paidPolicy(kit, { phone, start: addDays(today(), -40), days: 30 });
    expect((await api.quote(contract.id, token)).json()).toMatchObject({ allowed: false, reason: 'expired' });
  });

  it.each([
    ['click', (_: number, ref: string | null) => expect(ref).toMatch(/^\d+$/)],
    ['octo', (_: number, ref: string | null) => expect(ref).toMatch(/^P\d{6}-/)],
    ['card', (_: number, ref: string | null) => expect(ref).toMatch(/^S/)],
    ['installment', (_: number, ref: string | null) => expect(ref).toMatch(/^\d+$/)],
  ] as const)('records the refund through %s', async (via, reference) => {
    const { contract } = await paidPolicy(kit, { phone, via });
    const quote = (await api.quote(contract.id, token)).json();
    expect(quote).toMatchObject({ provider: via, refund_uzs: 365_000 });
    expect((await api.confirm(contract.id, 365_000, token)).statusCode).toBe(200);
    const [row] = await refunds(contract.id);
    expect(row).toMatchObject({ provider: via, amount_uzs: 365_000, status: 'performed' });
    reference(contract.id, row.provider_reference);
    if (via === 'installment') {
      const order = await kit.handle.db
        .selectFrom('installment_orders')
        .select('status')
        .where('contract_id', '=', contract.id)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('cancelled');
    }
  });

  it('ends the auto-payment with the policy: the card subscription and the monthly plan', async () => {
    const { contract } = await paidPolicy(kit, { phone, via: 'card', lang: 'en' });
    const at = new Date().toISOString();
    await kit.handle.db
      .insertInto('monthly_plans')
      .values({
        contract_id: contract.id,
        program_id: 1,
        amount_uzs: 365_000,
        status: 'active',
        start_date: contract.start_date as string,
        periods_paid: 1,
        paid_through: null,
        due_day: null,
        next_charge_at: at,
        failures: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect((await api.quote(contract.id, token)).json()).toMatchObject({ ends_auto_payment: true });
    expect((await api.confirm(contract.id, 365_000, token)).statusCode).toBe(200);
    const card = await kit.handle.db
      .selectFrom('card_subscriptions')
      .select('status')
      .where('contract_id', '=', contract.id)
      .executeTakeFirstOrThrow();
    const plan = await kit.handle.db
      .selectFrom('monthly_plans')
      .select(['status', 'next_charge_at'])
      .where('contract_id', '=', contract.id)
      .executeTakeFirstOrThrow();
    expect([card.status, plan]).toEqual(['cancelled', { status: 'cancelled', next_charge_at: null }]);
    expect(await lastSms(phone)).toMatch(
      /has been cancelled\. 365 000 UZS is refunded through the saved card\.$/,
    );
  });

  it('writes the SMS in Uzbek, and in Uzbek Cyrillic with the policy number as printed', async () => {
    for (const [lang, text] of [
      ['uz', /polisingiz bekor qilindi\. 365 000 soʻm Payme orqali qaytariladi\.$/],
      ['uz-cyrl', /^HOUS \d{7} полисингиз бекор қилинди\. 365 000 сўм Payme орқали қайтарилади\.$/],
    ] as const) {
      const { contract } = await paidPolicy(kit, { phone, lang });
      expect((await api.confirm(contract.id, 365_000, token)).statusCode).toBe(200);
      expect(await lastSms(phone)).toMatch(text);
    }
  });

  it('pays exactly once under concurrent confirmations (SQLite)', async () => {
    const { contract } = await paidPolicy(kit, { phone });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.confirm(contract.id, 365_000, token)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(7);
    expect(await refunds(contract.id)).toHaveLength(1);
  });
});
