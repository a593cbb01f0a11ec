import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insuredPlateOf } from '../insured-plate';

/**
 * Paid policies in force today, so that a claim can be tried at once (issue 23; apps/api/src/claims/README.md):
 * one for each cabinet test account, none of a car (the journeys meet OSAGO's one-policy-per-car rule), and one
 * OSAGO of a car no journey buys (Ergasheva's Kia K5, 70H890JK), for a victim's claim by plate. Dates are
 * relative to the day of seeding; the numbers are the policies' ids, like every issued policy.
 */
export interface SeededPolicy {
  readonly key: string;
  readonly product: string;
  readonly series: string;
  readonly phone: string;
  readonly holder: string;
  readonly amountUzs: number;
  readonly details: Readonly<Record<string, string | number>>;
  /** Days from today: the cover's first and last day. */
  readonly from: number;
  readonly to: number;
}

export const CLAIM_POLICIES: readonly SeededPolicy[] = [
  {
    key: 'karimov-home',
    product: 'housing',
    series: 'HOUS',
    phone: '998901234567',
    holder: 'Karimov Alisher Bahodirovich',
    amountUzs: 140_000,
    details: {
      program: 'Standard',
      insured_sum: 50_000_000,
      house_type: 'apartment',
      address: 'Toshkent sh., Chilonzor tumani, 9-kvartal, 14-uy, 21-xonadon',
    },
    from: -30,
    to: 334,
  },
  {
    key: 'tokhtayev-travel',
    product: 'travel',
    series: 'TRVL',
    phone: '998971112233',
    holder: 'TOKHTAYEV OTKIR',
    amountUzs: 310_000,
    details: { countries: 'Turkey', travel_program: 'Standard', sum_insured_eur: 30_000, days: 30 },
    from: -10,
    to: 19,
  },
  {
    key: 'abdullayev-accident',
    product: 'accident',
    series: 'ACCI',
    phone: '998977770000',
    holder: 'Abdullayev Sherzod Toʻlqinovich',
    amountUzs: 90_000,
    details: { insured_sum: 10_000_000, insured_count: 1, period_months: 12 },
    from: -60,
    to: 304,
  },
  {
    key: 'ergasheva-osago',
    product: 'osago',
    series: 'EIOO',
    phone: '998909012345',
    holder: 'Ergasheva Zarina Baxtiyorovna',
    amountUzs: 192_000,
    details: {
      plate: '70H890JK',
      vehicle: 'Kia K5',
      period_months: 12,
      drivers: 'unlimited',
      territory: 'regions',
    },
    from: -90,
    to: 274,
  },
];

const dayFrom = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** One issued policy (contract issued, policy numbered by its id); answers its series and number. */
export async function insertIssuedPolicy(
  trx: Kysely<Database>,
  seed: SeededPolicy,
  today: string,
  status: 'issued' | 'saved' | 'cancelled' = 'issued',
): Promise<{ contractId: number; series: string; number: string }> {
  const start = dayFrom(today, seed.from);
  const paidAt = `${dayFrom(today, seed.from - 1)}T06:00:00.000Z`;
  const contract = await trx
    .insertInto('contracts')
    .values({
      order_id: `SEED-${seed.key}`,
      product: seed.product,
      status,
      amount_uzs: seed.amountUzs,
      base_amount_uzs: seed.amountUzs,
      channel: 'site',
      agent_id: null,
      phone: seed.phone,
      holder_name: seed.holder,
      details: JSON.stringify(seed.details),
      plate: insuredPlateOf(seed.details),
      start_date: start,
      end_date: dayFrom(today, seed.to),
      promo_code: null,
      created_at: paidAt,
      updated_at: paidAt,
      paid_at: status === 'saved' ? null : paidAt,
      paid_via: status === 'saved' ? null : 'payme',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'saved') return { contractId: contract.id, series: seed.series, number: '' };
  const { id } = await trx
    .insertInto('policies')
    .values({
      contract_id: contract.id,
      series: seed.series,
      number: `pending-${contract.id}`,
      issued_at: paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const number = String(id).padStart(7, '0');
  await trx.updateTable('policies').set({ number }).where('id', '=', id).execute();
  return { contractId: contract.id, series: seed.series, number };
}

/** The policies above, inside the seed's transaction; `today` is the Tashkent day. */
export async function seedClaimPolicies(trx: Kysely<Database>, today: string): Promise<void> {
  for (const seed of CLAIM_POLICIES) await insertIssuedPolicy(trx, seed, today);
}
