import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteRequestBody } from '@polis/api-contract';
import type { Database } from '../../db/schema';
import { Issues } from '../../http/issues';
import { sendLead, type ChatRelaySettings } from '../../outbox/chat-outbox';
import { siteRequestsRelay } from '../../outbox/site-requests-relay';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { formatUzs } from '../../contracts/format';

export interface SiteRequestLimit {
  readonly count: number;
  readonly windowMs: number;
}

/** Ten requests per client address in ten minutes: enough for a person (or an office behind one address), too few for a script. */
export const SITE_REQUEST_LIMIT: SiteRequestLimit = { count: 10, windowMs: 10 * 60 * 1000 };

export const clientKeyOf = (address: string) =>
  createHash('sha256').update(`site-request:${address}`).digest('hex');

const oneLine = (value: string | undefined) =>
  value === undefined ? undefined : value.trim().replace(/\s+/g, ' ');

/** What each kind needs (400 validation otherwise). */
export function checkedRequest(body: SiteRequestBody) {
  const issues = new Issues();
  const fullName = oneLine(body.full_name);
  const companyName = oneLine(body.company_name);
  const message = body.message?.trim();
  const need = (path: string, value: unknown) => {
    if (value === undefined || value === '') issues.add(path, 'is required for this kind of request');
  };
  if (body.kind === 'business' || body.kind === 'takaful') {
    need('/product', body.product);
    need('/full_name', fullName);
    need('/phone', body.phone);
    if (body.kind === 'business') need('/inn', body.inn);
  } else if (body.kind === 'feedback' || body.kind === 'question') {
    need('/full_name', fullName);
    need('/phone', body.phone);
    need('/message', message);
  } else if (!body.answers || Object.keys(body.answers).length === 0) {
    issues.add('/answers', 'the survey needs at least one answer');
  }
  issues.throwIfAny();
  return { fullName: fullName || null, companyName: companyName || null, message: message || null };
}

export interface SiteRequestContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly clientAddress: string;
  readonly limit?: SiteRequestLimit;
  readonly relay?: ChatRelaySettings;
  readonly now?: Date;
}

export type SiteRequestOutcome = { readonly saved: number } | { readonly limited: number };

/** Stores the request and its relay message in one transaction, unless the client is over its limit. */
export async function saveSiteRequest(
  ctx: SiteRequestContext,
  body: SiteRequestBody,
): Promise<SiteRequestOutcome> {
  const { fullName, companyName, message } = checkedRequest(body);
  const now = ctx.now ?? new Date();
  const limit = ctx.limit ?? SITE_REQUEST_LIMIT;
  const clientKey = clientKeyOf(ctx.clientAddress);
  return ctx.db.transaction().execute(async (trx) => {
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    const recent = await trx
      .selectFrom('site_requests')
      .select(['created_at'])
      .where('client_key', '=', clientKey)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
    if (recent.length >= limit.count) {
      const oldest = Date.parse(recent[0].created_at);
      return { limited: Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000)) };
    }
    const details = { ...(body.facts ?? {}), ...(body.answers ? { answers: body.answers } : {}) };
    const { id } = await trx
      .insertInto('site_requests')
      .values({
        kind: body.kind,
        product: body.product ?? null,
        inn: body.inn ?? null,
        company_name: companyName,
        full_name: fullName,
        phone: body.phone ?? null,
        message,
        details: JSON.stringify(details),
        lang: body.lang ?? null,
        channel: ctx.channel,
        client_key: clientKey,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sendLead(
      trx,
      relayText(id, body, companyName, fullName, message),
      { phone: body.phone, name: fullName },
      ctx.relay ?? siteRequestsRelay(process.env),
    );
    return { saved: id };
  });
}

/**
 * A lead: the product, the company, the contact's name and phone (in full, `sendLead`: the sales channel
 * calls back) and the key facts; passports, PINFLs and cards in any of it are masked.
 */
function relayText(
  id: number,
  body: SiteRequestBody,
  company: string | null,
  fullName: string | null,
  message: string | null,
) {
  const lines = [
    `<b>Site request #${id}: ${escapeHtml(body.kind)}${body.product ? ` · ${escapeHtml(body.product)}` : ''}</b>`,
  ];
  if (company || body.inn)
    lines.push(`Company: ${escapeHtml(company ?? '')}${body.inn ? ` (INN ${body.inn})` : ''}`);
  if (body.phone || fullName) lines.push(...LEAD_CONTACT_LINES);
  for (const [key, value] of Object.entries(body.facts ?? {}))
    lines.push(`${escapeHtml(key)}: ${escapeHtml(typeof value === 'number' ? formatUzs(value) : value)}`);
  if (body.answers) {
    lines.push(
      `Answers: ${Object.entries(body.answers)
        .map(([q, a]) => `${escapeHtml(q)}=${escapeHtml(a)}`)
        .join(', ')}`,
    );
  }
  if (message) lines.push(escapeHtml(message.length > 300 ? `${message.slice(0, 300)}…` : message));
  return lines.join('\n');
}
