import type { Kysely, Selectable } from 'kysely';
import type { Consent, ConsentKind } from '@polis/api-contract';
import type { IssuedPolicy } from '../contracts/holder-policies';
import type { CabinetUserRow } from '../contracts/owner-session';
import type { CustomerConsentsTable, Database } from '../db/schema';

/**
 * Consents with their dates (issue 27). Where each is decided:
 * - `offer`: the contract of each policy of the customer's (accepted by paying it: `paid_at`). Not withdrawable:
 *   withdrawing it is cancelling the policy, which its own page does.
 * - `reminders`: on for every phone unless it opted out (`reminder_optouts`, the SMS's one tap or the cabinet's
 *   switch): the opt-out's date is the withdrawal's. Given with the first purchase or the account, whichever came
 *   first; given again when the cabinet turns them back on (a row here).
 * - `marketing`: off until the customer gives it in the cabinet (a row here).
 * - `saved_others`: given when the first other person is saved (the saved people's consent box); withdrawing it
 *   deletes the saved other people.
 */

export type StoredConsentKind = Exclude<ConsentKind, 'offer'>;
type ConsentRow = Selectable<CustomerConsentsTable>;

/** Every giving and withdrawal of the user's, oldest first: the export's history. */
export const consentRowsOf = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('customer_consents').selectAll().where('user_id', '=', userId).orderBy('id').execute();

const latest = (rows: readonly ConsentRow[], kind: StoredConsentKind) =>
  rows.filter((row) => row.kind === kind).at(-1);

const held = (kind: StoredConsentKind, row: ConsentRow | undefined): Consent => ({
  kind,
  active: row !== undefined && row.withdrawn_at === null,
  given_at: row?.given_at ?? null,
  withdrawn_at: row?.withdrawn_at ?? null,
  withdrawable: true,
  policy: null,
});

/** When the offer of a policy was accepted: its payment (the save, for a contract paid before that was kept). */
const acceptedAt = ({ contract }: IssuedPolicy) => contract.paid_at ?? contract.created_at;

/** The consents of a user as they stand: reminders, marketing, saved others, then one offer per policy. */
export async function consentsOf(
  db: Kysely<Database>,
  user: CabinetUserRow,
  policies: readonly IssuedPolicy[],
): Promise<Consent[]> {
  const rows = await consentRowsOf(db, user.id);
  const optout = await db
    .selectFrom('reminder_optouts')
    .select('created_at')
    .where('phone', '=', user.phone)
    .executeTakeFirst();
  const firstPurchase = policies.map(acceptedAt).sort()[0];
  const remindersGiven =
    latest(rows, 'reminders')?.given_at ??
    (firstPurchase && firstPurchase < user.created_at ? firstPurchase : user.created_at);
  const reminders: Consent = {
    kind: 'reminders',
    active: !optout,
    given_at: remindersGiven,
    withdrawn_at: optout?.created_at ?? null,
    withdrawable: true,
    policy: null,
  };
  const offers = policies.map((issued): Consent => ({
    kind: 'offer',
    active: issued.contract.status !== 'cancelled',
    given_at: acceptedAt(issued),
    withdrawn_at: null,
    withdrawable: false,
    policy: {
      contract_id: issued.contract.id,
      product: issued.contract.product,
      policy_series: issued.policy.series,
      policy_number: issued.policy.number,
    },
  }));
  return [
    reminders,
    held('marketing', latest(rows, 'marketing')),
    held('saved_others', latest(rows, 'saved_others')),
    ...offers,
  ];
}

/** Records a consent given now, unless it holds already (giving twice keeps the first date). */
export async function giveConsent(db: Kysely<Database>, userId: number, kind: StoredConsentKind, now: Date) {
  const open = await db
    .selectFrom('customer_consents')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (open) return;
  await db
    .insertInto('customer_consents')
    .values({ user_id: userId, kind, given_at: now.toISOString(), withdrawn_at: null })
    .execute();
}

/** Marks the consent withdrawn now (nothing to do when it does not hold). */
export async function withdrawConsent(
  db: Kysely<Database>,
  userId: number,
  kind: StoredConsentKind,
  now: Date,
) {
  await db
    .updateTable('customer_consents')
    .set({ withdrawn_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('withdrawn_at', 'is', null)
    .execute();
}
