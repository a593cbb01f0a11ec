import type { Insertable, Kysely } from 'kysely';
import type { CabinetUsersTable, ClaimsTable, Database } from '../schema';
import { PERSONS } from './persons';

/**
 * Cabinet test data (apps/api/src/cabinet/README.md): three accounts already registered, the first of
 * them having invited the other two, and claims of four persons. Rahimova (998935550011) has a claim but
 * no account: she is the one to try registration with. Policy numbers of the claims are of the paper era
 * (9100001...), so they never clash with the policies this server issues (numbered from 0000001).
 */

const SEEDED_AT = '2025-01-01T00:00:00.000Z';

interface SeededAccount {
  readonly pinfl: string;
  readonly referralCode: string;
  readonly lang: CabinetUsersTable['lang'];
  /** Referral code of the inviting account, seeded before this one. */
  readonly invitedBy?: string;
}

export const CABINET_ACCOUNTS: readonly SeededAccount[] = [
  { pinfl: '31503902610013', referralCode: 'ALISHER90', lang: 'uz' }, // Karimov Alisher, 998901234567
  { pinfl: '33001782640044', referralCode: 'OTKIR78', lang: 'ru', invitedBy: 'ALISHER90' }, // Toʻxtayev, 998971112233
  { pinfl: '30101602750155', referralCode: 'SHERZOD60', lang: 'uz', invitedBy: 'ALISHER90' }, // Abdullayev, 998977770000
];

function personOf(pinfl: string) {
  const person = PERSONS.find((p) => p.pinfl === pinfl);
  if (!person?.phone) throw new Error(`seeded cabinet account ${pinfl} needs a registry person with a phone`);
  return { ...person, phone: person.phone };
}

const account = (seed: SeededAccount, invitedBy: number | null): Insertable<CabinetUsersTable> => {
  const person = personOf(seed.pinfl);
  return {
    phone: person.phone,
    pinfl: person.pinfl,
    last_name: person.last_name,
    first_name: person.first_name,
    middle_name: person.middle_name,
    birthday: person.birthday,
    passport_masked: `${person.passport_series} *****${person.passport_number.slice(-2)}`,
    email: null,
    lang: seed.lang,
    referral_code: seed.referralCode,
    invited_by: invitedBy,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    registered_at: SEEDED_AT,
  };
};

const claim = (
  pinfl: string,
  fields: Omit<Insertable<ClaimsTable>, 'pinfl' | 'phone' | 'created_at' | 'updated_at' | 'contract_id'>,
): Insertable<ClaimsTable> => {
  const person = PERSONS.find((p) => p.pinfl === pinfl);
  return {
    pinfl,
    phone: person?.phone ?? null,
    contract_id: null,
    ...fields,
    // Filed the day after the event (Tashkent 09:00), last touched a week later: never before the accident.
    created_at: tashkentDayAfter(fields.event_date, 1),
    updated_at: tashkentDayAfter(fields.event_date, 8),
  };
};

/** `YYYY-MM-DD HH:mm:ss` (Tashkent) + n days, at 09:00 Tashkent (04:00 UTC), as an ISO instant. */
function tashkentDayAfter(eventDate: string, days: number): string {
  const day = new Date(`${eventDate.slice(0, 10)}T04:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString();
}

// prettier-ignore
export const CLAIMS: readonly Insertable<ClaimsTable>[] = [
  claim('31503902610013', { product: 'osago', policy_number: 'EIOO 9100001', event_date: '2025-11-12 09:40:00', status: 'paid', description: 'Chilonzor tumanida yoʻl-transport hodisasi: orqa bamper shikastlangan', claimed_uzs: 4_200_000, paid_uzs: 3_850_000 }),
  claim('31503902610013', { product: 'kasko', policy_number: 'KASK 9100002', event_date: '2026-01-08 18:15:00', status: 'in_review', description: 'Avtoturargohda old oyna sindirilgan', claimed_uzs: 2_600_000, paid_uzs: null }),
  claim('42207952620021', { product: 'travel', policy_number: 'TRVL 9100003', event_date: '2025-08-03 14:20:00', status: 'documents_required', description: 'Istanbulda shifokorga murojaat (oʻtkir otit)', claimed_uzs: 1_150_000, paid_uzs: null }),
  claim('33001782640044', { product: 'osago', policy_number: 'EIOO 9100004', event_date: '2025-06-21 07:05:00', status: 'rejected', description: 'Hodisa polis amal qilish muddatidan tashqarida sodir boʻlgan', claimed_uzs: 900_000, paid_uzs: null }),
];

/**
 * Inserts the accounts (inviters first: ids are the database's, so PostgreSQL's sequences stay right) and
 * the claims, inside the seed's transaction.
 */
export async function seedCabinet(trx: Kysely<Database>): Promise<void> {
  const ids = new Map<string, number>();
  for (const seed of CABINET_ACCOUNTS) {
    const invitedBy = seed.invitedBy ? (ids.get(seed.invitedBy) ?? null) : null;
    const { id } = await trx
      .insertInto('cabinet_users')
      .values(account(seed, invitedBy))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(seed.referralCode, id);
  }
  await trx
    .insertInto('claims')
    .values([...CLAIMS])
    .execute();
}
