import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { SandboxMail } from '@polis/api-contract';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/schema';
import { parseMail } from './mime';

/** Larger mails are refused by the sink (a policy PDF is tens of kilobytes). */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;

export interface MailSink {
  readonly port: number;
  close(): Promise<void>;
}

/** Stores one received message: parsed for the outbox page, kept raw beside. */
export async function storeReceivedMail(
  db: Kysely<Database>,
  envelope: { from: string; to: readonly string[] },
  raw: Buffer,
): Promise<number> {
  const mail = parseMail(raw);
  const { id } = await db
    .insertInto('sandbox_mail')
    .values({
      mail_from: envelope.from,
      rcpt_to: envelope.to.join(','),
      subject: mail.subject,
      text: mail.text,
      attachments: JSON.stringify(
        mail.attachments.map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          content_base64: a.content.toString('base64'),
        })),
      ),
      // One character a byte; PostgreSQL's text refuses NUL, which no SMTP client should send anyway.
      raw: raw.toString('latin1').replace(/\0/g, '\uFFFD'),
      received_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The sandbox's mailbox: an SMTP server on loopback that stores every message it receives in the database,
 * so no mail leaves the machine and `/sandbox/outbox` shows it. One instance binds the port; the others find it
 * taken (null) and send to the first one's (the same database). Port 0 picks a free port (tests).
 */
export async function startMailSink(
  db: Kysely<Database>,
  { port, host = '127.0.0.1' }: { port: number; host?: string },
): Promise<MailSink | null> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Any user and password: SMTP_URL may carry credentials meant for a real server.
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sandbox' }),
    logger: false,
    banner: 'Polis sandbox mailbox: nothing leaves this machine',
    size: MAX_MAIL_BYTES,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        storeReceivedMail(
          db,
          { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((r) => r.address) },
          Buffer.concat(chunks),
        ).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  const bound = await new Promise<boolean>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(true);
    });
  });
  if (!bound) return null;
  // Later errors (a client dropping the connection) are the client's; the mailbox stays open.
  server.on('error', () => undefined);
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface StoredPart {
  filename: string;
  content_type: string;
  content_base64: string;
}

const partsOf = (attachments: string): StoredPart[] => {
  try {
    const parsed: unknown = JSON.parse(attachments);
    return Array.isArray(parsed) ? (parsed as StoredPart[]) : [];
  } catch {
    return [];
  }
};

/** The sandbox mailbox, newest first; `to` filters by a recipient (case-insensitive). */
export async function listSandboxMail(
  db: Kysely<Database>,
  { to, limit = 100 }: { to?: string; limit?: number } = {},
): Promise<SandboxMail[]> {
  const rows = await db
    .selectFrom('sandbox_mail')
    .select(['id', 'mail_from', 'rcpt_to', 'subject', 'text', 'attachments', 'received_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      from: row.mail_from,
      to: row.rcpt_to.split(',').filter(Boolean),
      subject: row.subject,
      text: row.text,
      attachments: partsOf(row.attachments).map((part, index) => ({
        filename: part.filename,
        content_type: part.content_type,
        size: Buffer.byteLength(part.content_base64, 'base64'),
        url: `/sandbox/mail/${row.id}/${index}`,
      })),
      received_at: row.received_at,
    }))
    .filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to.toLowerCase()));
}

/** One attachment of a received mail, for its download link. */
export async function sandboxMailAttachment(
  db: Kysely<Database>,
  id: number,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  const row = await db
    .selectFrom('sandbox_mail')
    .select('attachments')
    .where('id', '=', id)
    .executeTakeFirst();
  const part = row ? partsOf(row.attachments)[index] : undefined;
  return part
    ? {
        filename: part.filename,
        contentType: part.content_type,
        content: Buffer.from(part.content_base64, 'base64'),
      }
    : null;
}
