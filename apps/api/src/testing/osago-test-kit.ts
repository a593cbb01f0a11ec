import { OSAGO_SAVE_EXAMPLE } from '@polis/api-contract/examples';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { SavePolicyLegalRequest, SavePolicyPersonRequest, OsagoDriver } from '@polis/api-contract';
import { formatDate, tashkentDate, addDays } from '../contracts/format';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { paymentKit, type PaymentKit } from './payment-test-kit';
import { SITE_AUTH } from './test-server';
import { endVehicleCover } from '../contracts/vehicle-cover';

/** Test helpers of the OSAGO suites: seeded identities of apps/api/README.md as request bodies. */

export const channelAuth = (channel: string) =>
  `Basic ${Buffer.from(`${channel}:${channel}-sandbox`).toString('base64')}`;

export function caller(app: FastifyInstance, authorization = SITE_AUTH) {
  return {
    post: (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, headers: { authorization, ...headers }, payload: payload as object }),
    get: (url: string) => app.inject({ method: 'GET', url, headers: { authorization } }),
  };
}

export type Caller = ReturnType<typeof caller>;

/** Tomorrow in Tashkent, as the forms send it. */
export const tomorrow = () => formatDate(addDays(tashkentDate(new Date()), 1));

/** Karimov Alisher owns 01A123BC (Tashkent, car): unlimited 12 months cost 384 000. */
export const karimovPolicy = (change: Partial<SavePolicyPersonRequest> = {}): SavePolicyPersonRequest => ({
  ...OSAGO_SAVE_EXAMPLE,
  startDate: tomorrow(),
  ...change,
});

export const driver = (
  seria: string,
  number: string,
  birthday: string,
  licence: [string, string, string] | null = null,
): OsagoDriver => ({
  passport__seria: seria,
  passport__number: number,
  driver_birthday: birthday,
  licenseSeria: licence?.[0] ?? null,
  licenseNumber: licence?.[1] ?? null,
  licenseIssueDate: licence?.[2] ?? null,
  relative: 0,
  name: '',
});

export const KARIMOV_DRIVER = driver('AA', '1234567', '15.03.1990', ['AF', '1234567', '20.05.2010']);
export const RAHIMOVA_DRIVER = driver('AB', '2345678', '22.07.1995', ['AG', '2345678', '11.08.2015']);
export const GULOMOV_DRIVER = driver('AC', '3456789', '02.11.1985', ['AF', '3456789', '14.02.2004']);

/** "Toshkent Non Kombinati" AJ owns the Isuzu truck 01123ABC (Tashkent): unlimited 12 months cost 672 000. */
export const companyPolicy = (change: Partial<SavePolicyLegalRequest> = {}): SavePolicyLegalRequest => ({
  amount_uzs: 672_000,
  gos_number: '01123ABC',
  tech_sery: 'AAE',
  tech_number: '2012345',
  drivers: [driver('', '', '')],
  applicant_is_driver: false,
  period_id: 1,
  number_drivers_id: 1,
  accident_insurance: false,
  gazballon_insurance: false,
  miniKaskoInsurance: false,
  minikasko_program_id: null,
  phone_number: '998901234567',
  startDate: tomorrow(),
  owner__inn: '301234567',
  applicant_pinfl: null,
  applicant_info: { inn: '301234567', name: 'Toshkent Non Kombinati AJ', pinfl: null },
  ...change,
});

/**
 * Time passes for a vehicle: its policies in force move into the past (ending yesterday), so a suite may buy
 * the same seeded car again (OSAGO refuses a second paid policy for the same days, error 11).
 */
export const endCover = (kit: PaymentKit, plate = '01A123BC') =>
  endVehicleCover(kit.handle.db, plate, tashkentDate(new Date()));

/** Pays a contract the way Payme's sandbox does (check, create, perform); returns the perform answer. */
export async function payWithPayme(kit: PaymentKit, contractId: number, amountUzs: number, txNumber: number) {
  const id = txNumber.toString(16).padStart(24, '0');
  const account = { key: String(contractId) };
  const amount = amountUzs * 100;
  const check = await kit.payme('CheckPerformTransaction', { amount, account });
  const create = await kit.payme('CreateTransaction', { id, time: Date.now(), amount, account });
  const perform = await kit.payme('PerformTransaction', { id });
  return { check, create, perform };
}

/**
 * A product's payment check before and after Payme pays: `payment_not_made` (error `notPaidError`, 1 unless told)
 * until paid; then an answer that fits the product's `schema` and carries the policy URL; an OSAGO contract's ids
 * answer 404; with `wrongOrderId`, the contract id with another order id answers 404 contract_not_found.
 * Returns the paid answer for the product's own assertions.
 */
export async function expectPaidOnlyAfterPayme<T extends TSchema>(check: {
  kit: PaymentKit;
  api: Caller;
  checkUrl: string;
  ids: { contract_id: number; order_id: string };
  amountUzs: number;
  txNumber: number;
  schema: T;
  notPaidError?: 1 | 2;
  wrongOrderId?: boolean;
}): Promise<Static<T>> {
  const { kit, api, checkUrl, ids } = check;
  expect((await api.post(checkUrl, ids)).json()).toEqual({
    error: check.notPaidError ?? 1,
    check: false,
    message: 'payment_not_made',
  });
  await payWithPayme(kit, ids.contract_id, check.amountUzs, check.txNumber);
  const paid: unknown = (await api.post(checkUrl, ids)).json();
  expect(Value.Check(check.schema, paid)).toBe(true);
  expect(paid).toMatchObject({ check: true, url: expect.stringContaining('/api/policy/') });
  if (check.wrongOrderId) {
    const wrong = await api.post(checkUrl, { ...ids, order_id: 'P000000-AAAAAAAAAA' });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'contract_not_found']);
  }
  const osago = await kit.contract();
  const other = await api.post(checkUrl, { contract_id: osago.id, order_id: osago.order_id });
  expect(other.statusCode).toBe(404);
  return paid as Static<T>;
}

/** The payment kit over a migrated and seeded in-memory database (the kit alone leaves registries empty). */
export async function seededPaymentKit(): Promise<{ kit: PaymentKit; close(): Promise<void> }> {
  const handle = openDatabase({});
  await migrateToLatest(handle);
  await seedIfEmpty(handle);
  const kit = await paymentKit(handle);
  return {
    kit,
    close: async () => {
      await kit.close();
      await handle.close();
    },
  };
}
