import type { Kysely, Selectable } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';
import type { Database, MailOutboxTable } from '../db/schema';

export type MailLang = InterfaceLang;

/** Bytes attached as they are (a claim's form, a renewal's offer). */
export interface InlineAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** A policy's PDF, rendered when the mail is sent (never inside the payment's transaction). */
export interface PolicyPdfAttachment {
  readonly policyId: number;
}

export type MailAttachment = InlineAttachment | PolicyPdfAttachment;

export interface OutgoingMail {
  /** One address, already checked (the save's schema: `SaleEmail`). */
  readonly to: string;
  readonly lang: MailLang;
  readonly subject: string;
  readonly text: string;
  readonly attachments?: readonly MailAttachment[];
  /**
   * Exactly once: a second `queueMail` with the same key queues nothing (`policy:<id>`, `claim:<id>:<status>`,
   * `renewal:<contract>:<days>`). Without a key every call queues a mail.
   */
  readonly key?: string;
}

export type MailRow = Selectable<MailOutboxTable>;

/** Stored form of an attachment: inline bytes as base64, or the policy to render. */
export type StoredAttachment =
  | { readonly filename: string; readonly content_type: string; readonly content_base64: string }
  | { readonly policy_id: number };

const stored = (attachment: MailAttachment): StoredAttachment =>
  'policyId' in attachment
    ? { policy_id: attachment.policyId }
    : {
        filename: attachment.filename,
        content_type: attachment.contentType,
        content_base64: Buffer.from(attachment.content).toString('base64'),
      };

export function storedAttachments(row: Pick<MailRow, 'attachments'>): StoredAttachment[] {
  try {
    const parsed: unknown = JSON.parse(row.attachments);
    return Array.isArray(parsed) ? (parsed as StoredAttachment[]) : [];
  } catch {
    return [];
  }
}

/**
 * Queues a mail in the caller's transaction (outbox pattern): it commits or rolls back with what it reports,
 * and is delivered afterwards by `deliverMail` (`mail-delivery.ts`), so an unreachable SMTP server never fails
 * the caller. Returns the row's id, or null when a mail with the same `key` was queued before.
 */
export async function queueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<number | null> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('mail_outbox')
    .values({
      mail_key: mail.key ?? null,
      to_address: mail.to,
      lang: mail.lang,
      subject: mail.subject,
      text: mail.text,
      attachments: JSON.stringify((mail.attachments ?? []).map(stored)),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      claimed_at: null,
      sent_at: null,
      last_error: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('mail_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
