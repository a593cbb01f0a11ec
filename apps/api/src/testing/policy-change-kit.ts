import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { paymentKitOf } from './payment-test-kit';
import { caller, driver, karimovPolicy, payWithPayme } from './osago-test-kit';
import { logIn } from './cabinet-test-kit';
import { SITE_AUTH } from './test-server';
import { endVehicleCover } from '../contracts/vehicle-cover';
import { tashkentDate } from '../contracts/format';
import { applyVersion, isUniqueViolation, VersionConflict } from '../contracts/policy-versions';

/** Test helpers of the mid-term change suites (issue 27): buy and pay an OSAGO policy, then change it. */

/** Seeded drivers with a category B licence on record (the registry's licence is taken for a blank one). */
export const LICENSED_DRIVERS = [
  driver('AA', '1234567', '15.03.1990'),
  driver('AB', '2345678', '22.07.1995'),
  driver('AC', '3456789', '02.11.1985'),
  driver('AA', '4567890', '30.01.1978'),
  driver('AB', '5678901', '09.09.1992'),
  driver('AD', '6789012', '12.04.2001'),
];

/** Saidova: in the person registry, no licence on record. */
export const UNLICENSED_DRIVER = driver('AC', '7890123', '25.12.2003');

export function changeKit(app: FastifyInstance, handle: Db) {
  const kit = paymentKitOf(app, handle);
  let tx = Math.floor(Math.random() * 1_000_000);
  const pay = async (contractId: number, amountUzs: number) => {
    tx += 1;
    const { perform } = await payWithPayme(kit, contractId, amountUzs, tx);
    if (!('result' in perform)) throw new Error(`payment failed: ${JSON.stringify(perform)}`);
  };
  const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/shaxsiy_kabinet/policy/${url}`,
      headers: { authorization: SITE_AUTH, ...(token ? { 'x-auth-token': token } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    kit,
    pay,
    /** A limited OSAGO policy of Karimov's Cobalt with these named drivers, saved and paid. */
    async buyOsago(drivers = LICENSED_DRIVERS.slice(0, 1), over: Parameters<typeof karimovPolicy>[0] = {}) {
      // The Cobalt is bought again and again: its earlier covers end first (OSAGO: one per car and day).
      await endVehicleCover(handle.db, '01A123BC', tashkentDate(new Date()));
      const saved = await caller(app).post(
        '/api/osago-neo/save-policy/v2',
        karimovPolicy({ number_drivers_id: 4, drivers, amount_uzs: 192_000, ...over }),
      );
      const response = saved.json().response;
      if (!response) throw new Error(`save failed: ${saved.body}`);
      await pay(response.contract_id, response.amount_uzs);
      return response as { contract_id: number; order_id: string; amount_uzs: number };
    },
    login: (phone = '998901234567') => logIn(app, handle, phone),
    options: (id: number, token?: string) => inject('GET', `${id}/changes`, token),
    quote: (id: number, body: unknown, token?: string) => inject('POST', `${id}/changes/quote`, token, body),
    submit: (id: number, body: unknown, token?: string) => inject('POST', `${id}/changes`, token, body),
    versions: (id: number, token?: string) => inject('GET', `${id}/versions`, token),
    currentRows: (contractId: number) =>
      handle.db
        .selectFrom('policy_versions')
        .selectAll()
        .where('contract_id', '=', contractId)
        .where('status', '=', 'current')
        .execute(),
  };
}

/**
 * Two changes racing for one policy, through the API and straight at the version store (both computed on the same
 * version): whatever the interleaving, at most one of each pair takes effect and the policy keeps one current version.
 */
export async function expectOneCurrentUnderRace(k: ReturnType<typeof changeKit>, id: number, token: string) {
  const answers = await Promise.all(
    ['998901110001', '998901110002', '998901110003'].map((phone) =>
      k.submit(id, { change: 'phone', phone, difference_uzs: 0 }, token),
    ),
  );
  for (const res of answers) expect([200, 409]).toContain(res.statusCode);
  for (const res of answers.filter((r) => r.statusCode === 409))
    expect(res.json().error.code).toBe('change_conflict');
  expect(await k.currentRows(id)).toHaveLength(1);

  const contract = await k.kit.handle.db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [current] = await k.currentRows(id);
  const change = (phone: string) =>
    applyVersion(k.kit.handle.db, contract, {
      change: 'phone',
      summary: 'Phone changed',
      details: JSON.parse(contract.details) as Record<string, string>,
      phone,
      amountUzs: contract.amount_uzs,
      differenceUzs: 0,
      createdBy: 'test',
      baseNumber: current.number ?? 1,
    });
  const raced = await Promise.allSettled([change('998901110004'), change('998901110005')]);
  expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const [lost] = raced.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(lost.reason instanceof VersionConflict || isUniqueViolation(lost.reason)).toBe(true);
  const after = await k.currentRows(id);
  expect(after).toHaveLength(1);
  expect(after[0].number).toBe((current.number ?? 1) + 1);
}
