import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InterfaceLang, SiteRequestBody } from '@polis/api-contract';
import type { Database } from '../../db/schema';
import { Issues } from '../../http/issues';
import { sendLead, type ChatRelaySettings } from '../../outbox/chat-outbox';
import { siteRequestsRelay } from '../../outbox/site-requests-relay';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import {
  businessLeadProduct,
  FACT_MAX,
  factValue,
  LANGUAGE_NAMES,
  leadFact,
  leadProductOf,
} from './lead-fields';
import { sendRequestNumber } from '../kit/request-sms';

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
    if (body.kind === 'business') {
      need('/inn', body.inn);
      if (body.product !== undefined && !businessLeadProduct(body.product))
        issues.add('/product', 'is not a business product with an application');
    }
  } else if (body.kind === 'feedback' || body.kind === 'question') {
    need('/full_name', fullName);
    need('/phone', body.phone);
    need('/message', message);
  } else if (!body.answers || Object.keys(body.answers).length === 0) {
    issues.add('/answers', 'the survey needs at least one answer');
  }
  checkFacts(body, issues);
  issues.throwIfAny();
  return { fullName: fullName || null, companyName: companyName || null, message: message || null };
}

/**
 * Each fact is one the sales team has a label for, a whole number above zero and not absurdly large; a business
 * application's facts are its product's. Anything else would reach the channel as a raw key or a meaningless value.
 */
function checkFacts(body: SiteRequestBody, issues: Issues) {
  const product = leadProductOf(body.kind, body.product);
  for (const [key, value] of Object.entries(body.facts ?? {})) {
    const fact = leadFact(key);
    if (!fact || (product && !product.facts.includes(key))) {
      issues.add(`/facts/${key}`, 'is not a fact of this application');
    } else if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < 1 ||
      value > FACT_MAX[fact.kind]
    ) {
      issues.add(`/facts/${key}`, `must be a whole number from 1 to ${FACT_MAX[fact.kind]}`);
    }
  }
}

export interface SiteRequestContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly clientAddress: string;
  readonly limit?: SiteRequestLimit;
  readonly relay?: ChatRelaySettings;
  readonly now?: Date;
  /** The cabinet user whose session sent it: their list shows it whatever phone was typed. */
  readonly userId?: number | null;
  /** The request's language (header, Accept-Language) when the body names none: the SMS is in it. */
  readonly lang?: InterfaceLang;
}

/** `sms`: for a business or takaful application, whether its number went to the phone. */
export type SiteRequestOutcome =
  { readonly saved: number; readonly sms?: boolean } | { readonly limited: number };

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
        user_id: ctx.userId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sendLead(
      trx,
      relayText(id, body, companyName, fullName, message),
      { phone: body.phone, name: fullName },
      ctx.relay ?? siteRequestsRelay(process.env),
    );
    // An application (business or takaful) gets its number by SMS; feedback, a question or a survey does not.
    if ((body.kind !== 'business' && body.kind !== 'takaful') || !body.phone) return { saved: id };
    const lang = body.lang ?? ctx.lang ?? 'uz';
    return { saved: id, sms: await sendRequestNumber(trx, { phone: body.phone, id, lang, now }) };
  });
}

const KIND_TITLES: Readonly<Record<SiteRequestBody['kind'], string>> = {
  business: 'Business application',
  takaful: 'Takaful application',
  feedback: 'Feedback',
  question: 'Question',
  survey: 'Survey',
};

/**
 * A lead: the product, the company, the contact's name and phone (in full, `sendLead`: the sales channel
 * calls back), the key facts by label with their values in words and the applicant's language (lead-fields.ts);
 * passports, PINFLs and cards in any of it are masked.
 */
function relayText(
  id: number,
  body: SiteRequestBody,
  company: string | null,
  fullName: string | null,
  message: string | null,
) {
  const product = body.product ? (leadProductOf(body.kind, body.product)?.name ?? body.product) : undefined;
  const lines = [`<b>${KIND_TITLES[body.kind]} #${id}${product ? `: ${escapeHtml(product)}` : ''}</b>`];
  if (company || body.inn)
    lines.push(`Company: ${escapeHtml(company ?? '')}${body.inn ? ` (INN ${body.inn})` : ''}`);
  if (body.phone || fullName) lines.push(...LEAD_CONTACT_LINES);
  for (const [key, value] of Object.entries(body.facts ?? {})) {
    // checkFacts let only known facts with whole numbers through.
    const fact = leadFact(key);
    if (fact && typeof value === 'number') lines.push(`${fact.label}: ${factValue(fact, value)}`);
  }
  if (body.answers) {
    lines.push(
      `Answers: ${Object.entries(body.answers)
        .map(([q, a]) => `${escapeHtml(q)}=${escapeHtml(a)}`)
        .join(', ')}`,
    );
  }
  if (message) lines.push(escapeHtml(message.length > 300 ? `${message.slice(0, 300)}…` : message));
  if (body.lang) lines.push(`Language: ${LANGUAGE_NAMES[body.lang]}`);
  return lines.join('\n');
}
