import type { Kysely } from 'kysely';
import type { ClaimStatus, InterfaceLang } from '@polis/api-contract';
import type { CabinetUserRow } from '../contracts/owner-session';
import { formatDate } from '../contracts/format';
import type { Database } from '../db/schema';
import { queueMail } from '../outbox/mail-outbox';
import { sendSms } from '../outbox/sms-outbox';
import { withStoredFiles, type StoredFile } from '../uploads/contract-files';
import type { UploadStorage } from '../uploads/storage';
import type { CheckedFile } from '../uploads/upload-form';
import type { ClaimRow } from '../cabinet/claims';
import { claimStatusSms, HOLDER_NOTICE_SMS, HOLDER_NOTICE_SUBJECT } from './claim-text';

export const CLAIM_SMS_PURPOSE = 'claim-status';

/** A claim as filed: who (the session's user), on what, the event, the payout as given, the language. */
export interface NewClaim {
  readonly user: CabinetUserRow;
  readonly lang: InterfaceLang;
  readonly product: string;
  readonly contractId: number;
  readonly policyId: number;
  readonly policyNumber: string;
  readonly eventDate: string;
  readonly eventTime?: string;
  readonly place?: string;
  readonly otherPlate?: string;
  readonly country?: string;
  readonly description: string;
  readonly payout:
    | { readonly method: 'card'; readonly card: string }
    | { readonly method: 'account'; readonly account: string; readonly mfo: string };
  /**
   * The holder of a liability policy to tell (not when the holder files the claim), by SMS and, when the
   * policy was bought with an e-mail, by mail, in the language the policy was bought in.
   */
  readonly notifyHolder: {
    readonly phone: string;
    readonly lang: InterfaceLang;
    readonly email: string | null;
  } | null;
}

async function recordClaimFiles(
  db: Kysely<Database>,
  claimId: number,
  stored: readonly StoredFile[],
  at: string,
) {
  if (stored.length === 0) return;
  await db
    .insertInto('claim_files')
    .values(
      stored.map((file) => ({
        claim_id: claimId,
        // `photo_2` -> the group `photo`.
        kind: file.field.replace(/_[0-9]+$/, ''),
        storage_key: file.key,
        content_type: file.type,
        size_bytes: file.bytes.length,
        created_at: at,
      })),
    )
    .execute();
}

/** The claim, its files and its SMS in one transaction; files written first and removed if anything fails. */
export async function insertClaim(
  db: Kysely<Database>,
  storage: UploadStorage,
  claim: NewClaim,
  files: readonly CheckedFile[],
  now = new Date(),
): Promise<ClaimRow> {
  const at = now.toISOString();
  return withStoredFiles(storage, files, (stored) =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('claims')
        .values({
          pinfl: claim.user.pinfl,
          phone: claim.user.phone,
          contract_id: claim.contractId,
          policy_id: claim.policyId,
          product: claim.product,
          policy_number: claim.policyNumber,
          event_date: `${claim.eventDate} ${claim.eventTime ?? '00:00'}:00`,
          status: 'new',
          description: claim.description.trim(),
          claimed_uzs: null,
          paid_uzs: null,
          lang: claim.lang,
          place: claim.place?.trim() || null,
          other_plate: claim.otherPlate?.trim().toUpperCase() || null,
          country: claim.country?.trim() || null,
          note: null,
          payout_method: claim.payout.method,
          payout_card: claim.payout.method === 'card' ? claim.payout.card.replace(/\D/g, '') : null,
          payout_account: claim.payout.method === 'account' ? claim.payout.account : null,
          payout_mfo: claim.payout.method === 'account' ? claim.payout.mfo : null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordClaimFiles(trx, row.id, stored, at);
      await sendSms(trx, claim.user.phone, claimStatusSms(claim.lang, row), CLAIM_SMS_PURPOSE);
      if (claim.notifyHolder) {
        const text = HOLDER_NOTICE_SMS[claim.notifyHolder.lang](
          claim.policyNumber,
          formatDate(claim.eventDate),
        );
        await sendSms(trx, claim.notifyHolder.phone, text, 'claim-holder-notice');
        const { email, lang } = claim.notifyHolder;
        const subject = HOLDER_NOTICE_SUBJECT[lang];
        if (email) await queueMail(trx, { to: email, lang, subject, text, key: `claim:${row.id}:holder` });
      }
      return row;
    }),
  );
}

/** A claim's new status (and note), told to the claimant by SMS in the claimant's language. */
export async function moveClaim(
  db: Kysely<Database>,
  claimId: number,
  { status, note }: { status: ClaimStatus; note: string | null },
  now = new Date(),
): Promise<ClaimRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('claims')
      .set({ status, note, updated_at: now.toISOString() })
      .where('id', '=', claimId)
      .returningAll()
      .executeTakeFirst();
    if (row?.phone) await sendSms(trx, row.phone, claimStatusSms(row.lang ?? 'uz', row), CLAIM_SMS_PURPOSE);
    return row;
  });
}

/** Files added to a claim awaiting documents: back to `in_review`, told by SMS. */
export async function addClaimFiles(
  db: Kysely<Database>,
  storage: UploadStorage,
  claim: ClaimRow,
  files: readonly CheckedFile[],
  now = new Date(),
): Promise<ClaimRow> {
  const at = now.toISOString();
  return withStoredFiles(storage, files, (stored) =>
    db.transaction().execute(async (trx) => {
      await recordClaimFiles(trx, claim.id, stored, at);
      const row = await trx
        .updateTable('claims')
        .set({ status: 'in_review', updated_at: at })
        .where('id', '=', claim.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (row.phone) await sendSms(trx, row.phone, claimStatusSms(row.lang ?? 'uz', row), CLAIM_SMS_PURPOSE);
      return row;
    }),
  );
}
