import { CLICK_ERROR, PAYME_ERROR } from '@polis/api-contract';
import type { Contract } from '../contracts/contract-service';
import type { PaymentKit } from './payment-test-kit';
import type { PendingPaymentKit } from './pending-payment-kit';

/**
 * A promo cancel racing a provider's first step, on several contracts at once: whichever wins the contract's
 * row lock, the loser sees its result, so either the payment opens at the discounted amount and the promo is
 * refused (409), or the promo goes and the provider is refused the stale amount. The policy is then sold at
 * the contract's amount, never another. Shared by the SQLite and the PostgreSQL suites (test code only).
 */
export function promoRaces(get: () => { kit: PaymentKit; t: PendingPaymentKit }) {
  const CONTRACTS = 4;

  async function discountedContracts(): Promise<Contract[]> {
    const { kit, t } = get();
    const contracts = await Promise.all(Array.from({ length: CONTRACTS }, () => kit.contract()));
    for (const contract of contracts) await t.applyPromo(contract, 'POLIS10');
    return contracts;
  }

  async function expectSoldAtItsAmount(contract: Contract, paidUzs: number | null) {
    const { t } = get();
    const row = await t.contractRow(contract);
    const policies = await t.policiesOf(contract);
    if (paidUzs === null) {
      expect([row.status, policies.length]).toEqual(['saved', 0]);
    } else {
      expect([row.status, row.amount_uzs, policies.length]).toEqual(['issued', paidUzs, 1]);
    }
  }

  it('Click Prepare against a promo cancel: one wins, Complete pays the amount of the contract', async () => {
    const { t } = get();
    const contracts = await discountedContracts();
    await Promise.all(
      contracts.map(async (contract) => {
        const [click, promo] = await Promise.all([
          t.clickPrepare(contract, 345_600),
          t.cancelPromo(contract),
        ]);
        if (click.prepared.error === CLICK_ERROR.success) {
          expect([promo.statusCode, promo.json().error.code]).toEqual([409, 'payment_in_progress']);
          expect((await click.complete()).error).toBe(CLICK_ERROR.success);
          await expectSoldAtItsAmount(contract, 345_600);
        } else {
          expect(click.prepared.error).toBe(CLICK_ERROR.incorrectAmount);
          expect(promo.json().data.amount_uzs).toBe(384_000);
          expect((await click.complete()).error).not.toBe(CLICK_ERROR.success);
          await expectSoldAtItsAmount(contract, null);
        }
      }),
    );
  });

  it('Payme CreateTransaction against a promo cancel: one wins, Perform pays the amount of the contract', async () => {
    const { t } = get();
    const contracts = await discountedContracts();
    await Promise.all(
      contracts.map(async (contract) => {
        const [payme, promo] = await Promise.all([t.paymeCreate(contract, 345_600), t.cancelPromo(contract)]);
        if ('result' in payme.created) {
          expect([promo.statusCode, promo.json().error.code]).toEqual([409, 'payment_in_progress']);
          expect('result' in (await payme.perform())).toBe(true);
          await expectSoldAtItsAmount(contract, 345_600);
        } else {
          expect(payme.created.error.code).toBe(PAYME_ERROR.wrongAmount);
          expect(promo.json().data.amount_uzs).toBe(384_000);
          await expectSoldAtItsAmount(contract, null);
        }
      }),
    );
  });

  it('an Uzum Nasiya order against a promo cancel: one wins, confirm-contract pays the amount of the contract', async () => {
    const { t } = get();
    const contracts = await discountedContracts();
    // One buyer for every contract: the orders are signed one after another (each takes the latest SMS).
    const races = await Promise.all(
      contracts.map(async (contract) => {
        const [uzum, promo] = await Promise.all([t.uzumOrder(contract, 345_600), t.cancelPromo(contract)]);
        return { contract, uzum, promo };
      }),
    );
    for (const { contract, uzum, promo } of races) {
      if (uzum.created.error === 0) {
        expect([promo.statusCode, promo.json().error.code]).toEqual([409, 'payment_in_progress']);
        expect((await uzum.sign()).statusCode).toBe(303);
        expect(await uzum.confirm()).toMatchObject({ error: 0 });
        await expectSoldAtItsAmount(contract, 345_600);
      } else {
        expect(uzum.created.code).toBe('amount_mismatch');
        expect(promo.json().data.amount_uzs).toBe(384_000);
        await expectSoldAtItsAmount(contract, null);
      }
    }
  });
}
