import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { DRAFT_ID_HEADER } from '@polis/api-contract';
import type { Database } from '../db/schema';
import { hashToken, requestSession } from './owner-session';

/**
 * Applications in progress (issue 24): a wizard's answers kept under the SHA-256 of an id that only the
 * browser tab holds, for 24 hours after the last change. A draft a cabinet session made opens only with that
 * session as well. The payment of the application saved from a draft deletes it (`forgetDraftsOf`).
 */

export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

/** The header a save names its draft in: the application it becomes deletes the draft once paid. */
export const DRAFT_HEADER = DRAFT_ID_HEADER.toLowerCase();

const DRAFT_ID = /^[A-Za-z0-9_-]{43}$/;

export interface OpenDraft {
  readonly key: string;
  readonly product: string;
  readonly data: string;
  readonly expiresAt: string;
}

const expiry = (now: Date) => new Date(now.getTime() + DRAFT_TTL_MS).toISOString();

/** The cabinet user of the request's session, or null (no token, or a token that opens nothing). */
export async function sessionUserId(db: Kysely<Database>, request: Pick<FastifyRequest, 'headers'>) {
  return (await requestSession(db, request))?.user.id ?? null;
}

/** Drafts past their expiry, with their files. */
export async function purgeDrafts(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .deleteFrom('draft_files')
    .where('draft_key', 'in', (q) => q.selectFrom('drafts').select('key').where('expires_at', '<=', at))
    .execute();
  await db.deleteFrom('drafts').where('expires_at', '<=', at).execute();
}

/** A draft under an id of the server's (`POST /drafts`), answered once. */
export async function createDraft(
  db: Kysely<Database>,
  input: { product: string; data: string; ownerUserId: number | null },
  now: Date,
): Promise<{ id: string; expiresAt: string }> {
  const id = randomBytes(32).toString('base64url');
  const { expiresAt } = await createDraftAt(db, id, input, now);
  return { id, expiresAt };
}

/** The live draft an id opens for this caller: not expired, and the owner's session when it has an owner. */
export async function openDraft(
  db: Kysely<Database>,
  id: string,
  userId: number | null,
  now: Date,
): Promise<OpenDraft | null> {
  if (!DRAFT_ID.test(id)) return null;
  const row = await db
    .selectFrom('drafts')
    .select(['key', 'product', 'data', 'owner_user_id', 'expires_at'])
    .where('key', '=', hashToken(id))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  if (row.owner_user_id !== null && row.owner_user_id !== userId) return null;
  return { key: row.key, product: row.product, data: row.data, expiresAt: row.expires_at };
}

/**
 * The draft an id names is created with these answers when there is none (or only an expired one): the tab
 * made the id. False when a live draft holds the id already (then it is changed, or refused, by its opener).
 */
export async function createDraftAt(
  db: Kysely<Database>,
  id: string,
  input: { product: string; data: string; ownerUserId: number | null },
  now: Date,
): Promise<{ created: boolean; expiresAt: string }> {
  const key = hashToken(id);
  const at = now.toISOString();
  const expiresAt = expiry(now);
  await db
    .deleteFrom('draft_files')
    .where('draft_key', '=', key)
    .where((eb) =>
      eb.exists(eb.selectFrom('drafts').select('key').where('key', '=', key).where('expires_at', '<=', at)),
    )
    .execute();
  await db.deleteFrom('drafts').where('key', '=', key).where('expires_at', '<=', at).execute();
  const inserted = await db
    .insertInto('drafts')
    .values({
      key,
      product: input.product,
      data: input.data,
      owner_user_id: input.ownerUserId,
      contract_id: null,
      created_at: at,
      updated_at: at,
      expires_at: expiresAt,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return { created: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1, expiresAt };
}

/** New answers for an open draft; its 24 hours start again. */
export async function updateDraft(
  db: Kysely<Database>,
  key: string,
  data: string,
  now: Date,
): Promise<string> {
  const expiresAt = expiry(now);
  await db
    .updateTable('drafts')
    .set({ data, updated_at: now.toISOString(), expires_at: expiresAt })
    .where('key', '=', key)
    .execute();
  return expiresAt;
}

export async function deleteDraft(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('draft_files').where('draft_key', '=', key).execute();
  await db.deleteFrom('drafts').where('key', '=', key).execute();
}

/** The save names its draft (`DRAFT_HEADER`): inside the save's transaction, the draft learns its contract. */
export async function linkDraft(
  trx: Transaction<Database>,
  request: Pick<FastifyRequest, 'headers'>,
  contractId: number,
): Promise<void> {
  const id = request.headers[DRAFT_HEADER];
  if (typeof id !== 'string' || !DRAFT_ID.test(id)) return;
  await trx.updateTable('drafts').set({ contract_id: contractId }).where('key', '=', hashToken(id)).execute();
}

/** Inside the payment's transaction: the drafts saved as this contract, and their files, are deleted. */
export async function forgetDraftsOf(trx: Transaction<Database>, contractId: number): Promise<void> {
  await trx
    .deleteFrom('draft_files')
    .where('draft_key', 'in', (q) =>
      q.selectFrom('drafts').select('key').where('contract_id', '=', contractId),
    )
    .execute();
  await trx.deleteFrom('drafts').where('contract_id', '=', contractId).execute();
}
