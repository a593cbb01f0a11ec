import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/schema';
import { countMail } from '../http/metrics';
import { storedAttachments, type InlineAttachment, type MailRow } from './mail-outbox';

/** What a mail is handed to: nodemailer's transporter (SMTP), or a test's stand-in. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<{ messageId?: string }>;
}

/** Renders a policy's PDF for its mail (`policies/policy-document.ts`); the outbox knows no PDF. */
export type PolicyPdfRenderer = (policyId: number) => Promise<InlineAttachment>;

export interface MailDelivery {
  readonly transport: MailTransport;
  /** The `From:` header (`MAIL_FROM`). */
  readonly from: string;
  readonly renderPolicyPdf: PolicyPdfRenderer;
  readonly now?: () => Date;
}

/** Five tries: after 1, 2, 4 and 8 minutes; then the row is `failed` and stays for someone to look at. */
export const MAIL_MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
/** A row `sending` this long belongs to an instance that stopped mid-send: another may take it back. */
const STALE_CLAIM_MS = 10 * 60_000;
const BATCH = 10;

/** The SMTP server's answer without the addresses it may repeat (the mail's recipient is personal data). */
const errorText = (error: unknown) =>
  String(error instanceof Error ? error.message : error)
    .replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>')
    .slice(0, 300);

/**
 * Sends what is due: each row is taken (`pending` -> `sending`, the database decides which instance wins) and
 * handed to the transport; sent rows are `sent`, a failure is tried again later (`next_attempt_at`) and
 * `failed` after `MAIL_MAX_ATTEMPTS`. Nothing here reaches the payment that queued the mail. An instance that
 * stops between the SMTP server's OK and the `sent` mark may let another send that mail again after
 * ten minutes: at-least-once there, once everywhere else. Returns what it did.
 */
export async function deliverMail(
  db: Kysely<Database>,
  delivery: MailDelivery,
): Promise<{ sent: number; retried: number; failed: number }> {
  const clock = delivery.now ?? (() => new Date());
  const at = clock();
  const now = at.toISOString();
  const stale = new Date(at.getTime() - STALE_CLAIM_MS).toISOString();
  const due = await db
    .selectFrom('mail_outbox')
    .select(['id', 'claimed_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', stale)]),
      ]),
    )
    .orderBy('id')
    .limit(BATCH)
    .execute();
  const report = { sent: 0, retried: 0, failed: 0 };
  for (const candidate of due) {
    const claimedAt = clock().toISOString();
    const claim = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sending', claimed_at: claimedAt, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', candidate.id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'sending'), eb('claimed_at', '<', stale)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    const ours = db.updateTable('mail_outbox').where('id', '=', row.id).where('claimed_at', '=', claimedAt);
    try {
      await delivery.transport.sendMail({
        from: delivery.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        attachments: await attachmentsOf(row, delivery.renderPolicyPdf),
      });
      await ours.set({ status: 'sent', sent_at: clock().toISOString(), last_error: null }).execute();
      report.sent += 1;
    } catch (error) {
      const last = row.attempts >= MAIL_MAX_ATTEMPTS;
      const retryAt = new Date(clock().getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1)).toISOString();
      await ours
        .set({
          status: last ? 'failed' : 'pending',
          next_attempt_at: last ? row.next_attempt_at : retryAt,
          last_error: errorText(error),
        })
        .execute();
      if (last) report.failed += 1;
      else report.retried += 1;
    }
  }
  countMail(report);
  return report;
}

async function attachmentsOf(row: MailRow, renderPolicyPdf: PolicyPdfRenderer) {
  return Promise.all(
    storedAttachments(row).map(async (attachment) => {
      if ('policy_id' in attachment) {
        const pdf = await renderPolicyPdf(attachment.policy_id);
        return { filename: pdf.filename, contentType: pdf.contentType, content: Buffer.from(pdf.content) };
      }
      return {
        filename: attachment.filename,
        contentType: attachment.content_type,
        content: Buffer.from(attachment.content_base64, 'base64'),
      };
    }),
  );
}

/** Where mail goes, read once at start (`readMailSettings`). */
export interface MailSettings {
  /** null: nothing is delivered (production without `SMTP_URL`); queued mails wait in `mail_outbox`. */
  readonly smtpUrl: string | null;
  readonly from: string;
  /** The sandbox's loopback mailbox this instance tries to open (null: none, `SMTP_URL` names the server). */
  readonly sinkPort: number | null;
  /** How often an instance looks for mail to send (`POLIS_MAIL_POLL_MS`, 0 turns delivery off here). */
  readonly pollMs: number;
}

export const DEFAULT_MAIL_SINK_PORT = 2525;

const whole = (name: string, raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  return value;
};

/**
 * `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...`) names the SMTP server. Without it, the sandbox sends
 * to its own loopback mailbox (`smtp://127.0.0.1:POLIS_MAIL_SINK_PORT`, 2525 by default), which the first
 * instance to bind the port opens; in production mail is off (logged at start) and waits in the outbox.
 */
export function readMailSettings(env: NodeJS.ProcessEnv, production: boolean): MailSettings {
  const given = env.SMTP_URL?.trim() || null;
  if (given && !/^smtps?:\/\/[^\s]+$/.test(given))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const sinkPort = whole('POLIS_MAIL_SINK_PORT', env.POLIS_MAIL_SINK_PORT, DEFAULT_MAIL_SINK_PORT, 65535);
  const sandboxSink = !given && !production;
  return {
    smtpUrl: given ?? (sandboxSink ? `smtp://127.0.0.1:${sinkPort}` : null),
    from: env.MAIL_FROM?.trim() || 'Polis <no-reply@polis.localhost>',
    sinkPort: sandboxSink ? sinkPort : null,
    pollMs: whole('POLIS_MAIL_POLL_MS', env.POLIS_MAIL_POLL_MS, 3000),
  };
}

/** nodemailer over SMTP; the sandbox mailbox speaks plain SMTP on loopback, so no TLS is asked of it. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const loopback = /^smtp:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(smtpUrl);
  return createTransport(loopback ? { url: smtpUrl, ignoreTLS: true } : smtpUrl) as unknown as MailTransport;
}

/**
 * The delivery job of this instance: every `pollMs`, one run (never two at once here; other instances may run
 * theirs, the database decides who sends each mail). Returns a stop.
 */
export function startMailJob(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  settings: MailSettings,
  renderPolicyPdf: PolicyPdfRenderer,
): () => void {
  if (!settings.smtpUrl) {
    log.warn('SMTP_URL is not set: mail (the policy by e-mail) is off and waits in mail_outbox');
    return () => undefined;
  }
  if (settings.pollMs === 0) return () => undefined;
  const delivery: MailDelivery = {
    transport: smtpTransport(settings.smtpUrl),
    from: settings.from,
    renderPolicyPdf,
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverMail(db, delivery)
      .then((report) => {
        if (report.retried || report.failed) log.warn({ mail: report }, 'mail delivery failed, will retry');
      })
      .catch((error: unknown) => log.error({ err: error }, 'mail delivery job failed'))
      .finally(() => {
        running = false;
      });
  }, settings.pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
