import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CLICK_ERROR, MERCHANT_PATHS, PAYME_ERROR } from '@polis/api-contract';
import type { Database } from '../db/schema';
import { SAVE_ROUTE } from '../guards/save-guards';
import { scheduleChatFlush, sendChat } from './chat-outbox';
import { escapeHtml } from './mask';

/** The paths of the routes that price an application (the spec's names: calc, hisoblash, calculator, calculation). */
export const CALCULATION_ROUTE = /\/(get-calc-[a-z]+|hisoblash|calculator(-total)?|calculation)(\b|[-_/]|$)/;

/** One failure as the relay says it: what failed, where, its code; never whose documents. */
export interface Failure {
  readonly title: string;
  readonly code: string;
  readonly message?: string;
}

const PAYME_PATH = `/api${MERCHANT_PATHS.payme.path}`;
const CLICK_PATHS = new Set(
  [MERCHANT_PATHS.clickPrepare.path, MERCHANT_PATHS.clickComplete.path].map((p) => `/api${p}`),
);
/**
 * Provider answers that are not worth a message: a caller without the provider's credential or signature
 * (anyone can send those), and the system errors the provider routes report themselves with their cause.
 */
const QUIET_PAYME = new Set<number>([PAYME_ERROR.insufficientPrivileges, PAYME_ERROR.systemError]);
const QUIET_CLICK = new Set<number>([
  CLICK_ERROR.success,
  CLICK_ERROR.signCheckFailed,
  CLICK_ERROR.failedToUpdate,
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** `{ error: { code, message } }` (the API's 4xx/5xx body) or the insurer's envelope failure (`result: false`, `code`). */
function refusalOf(body: unknown): { code: string; message?: string } | undefined {
  if (!isRecord(body)) return undefined;
  if (isRecord(body.error) && typeof body.error.code === 'string')
    return {
      code: body.error.code,
      message: typeof body.error.message === 'string' ? body.error.message : undefined,
    };
  if (body.result === false && typeof body.code === 'string')
    return { code: body.code, message: typeof body.message === 'string' ? body.message : undefined };
  return undefined;
}

/**
 * Which answers are failures the internal chat hears of (spec 000 sections 1 and 8, "failures are also sent to
 * the chat relay"): any server fault (5xx) of any route; a price calculation refused (a 4xx other than a
 * malformed body, or the insurer's envelope failure, OSAGO's `calculation_failed`); a Payme or Click call
 * answered with an error. A save that fails is a server fault (5xx) like any other; a save refused by the
 * product's rules (422: the customer's data) is the customer's to correct and is not reported, except OSAGO's
 * registry refusals (codes 1-11), which its sale reports with their detail (`products/osago/save-order.ts`).
 */
export function failureOf(
  request: Pick<FastifyRequest, 'method' | 'url' | 'routeOptions' | 'body'>,
  statusCode: number,
  payload: unknown,
): Failure | undefined {
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  const calculation = request.method === 'POST' && CALCULATION_ROUTE.test(route) && !SAVE_ROUTE.test(route);
  // Most answers are none of these: their body is not parsed (a second JSON pass over every answer).
  if (statusCode < 500 && route !== PAYME_PATH && !CLICK_PATHS.has(route) && !calculation) return undefined;
  const body = parse(payload);
  if (statusCode >= 500) {
    const refusal = refusalOf(body);
    return {
      title: `Server fault on ${request.method} ${route}`,
      code: refusal?.code ?? `HTTP ${statusCode}`,
    };
  }
  if (route === PAYME_PATH && isRecord(body) && isRecord(body.error) && typeof body.error.code === 'number') {
    if (QUIET_PAYME.has(body.error.code)) return undefined;
    const method = methodOf(request.body);
    return { title: `Payme ${method ?? 'call'} answered an error`, code: String(body.error.code) };
  }
  if (CLICK_PATHS.has(route) && isRecord(body) && typeof body.error === 'number') {
    if (QUIET_CLICK.has(body.error)) return undefined;
    const note = typeof body.error_note === 'string' ? body.error_note : undefined;
    return {
      title: `Click ${route.endsWith('prepare') ? 'Prepare' : 'Complete'} answered an error`,
      code: String(body.error),
      message: note,
    };
  }
  if (calculation) {
    const refusal = refusalOf(body);
    const refused = (statusCode >= 400 && statusCode !== 401 && statusCode !== 429) || statusCode === 200;
    if (refusal && refused && refusal.code !== 'validation')
      return { title: `Price calculation refused on ${route}`, ...refusal };
  }
  return undefined;
}

/** The Payme method of the call (the body Fastify parsed), for the message's title. */
function methodOf(raw: unknown): string | undefined {
  // The Payme route reads its body as text (it answers a parse error itself).
  const body = typeof raw === 'string' || Buffer.isBuffer(raw) ? parse(String(raw)) : raw;
  return isRecord(body) && typeof body.method === 'string' && /^[A-Za-z]{1,40}$/.test(body.method)
    ? body.method
    : undefined;
}

export function failureText(failure: Failure, channel: string | null, repeated: number): string {
  return [
    `<b>${escapeHtml(failure.title)}</b>`,
    `Code: ${escapeHtml(failure.code)}${failure.message ? ` · ${escapeHtml(failure.message.slice(0, 200))}` : ''}`,
    channel ? `Channel: ${escapeHtml(channel)}` : null,
    repeated > 0 ? `And ${repeated} more of the same since the last message` : null,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

export interface FailureReportOptions {
  /** One message per failure (its title and code) a window; the rest are counted into the next one. */
  readonly windowMs?: number;
  readonly now?: () => number;
}

/**
 * An `onSend` hook (before compression: it reads the answer's JSON) that stores a chat-relay message for each
 * failure `failureOf` names. A storm of the same failure is one message a minute with the count of the others,
 * so a flood cannot flood the chat. A message that cannot be stored (the database is what failed) is dropped:
 * the answer never waits on it failing.
 */
export function failureReportHook(
  db: Kysely<Database>,
  { windowMs = 60_000, now = Date.now }: FailureReportOptions = {},
) {
  const last = new Map<string, { at: number; skipped: number }>();
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const failure = failureOf(request, reply.statusCode, payload);
    if (!failure) return payload;
    const key = `${failure.title}\n${failure.code}`;
    const seen = last.get(key);
    const at = now();
    if (seen && at - seen.at < windowMs) {
      seen.skipped += 1;
      return payload;
    }
    if (last.size > 1000) last.clear();
    last.set(key, { at, skipped: 0 });
    await sendChat(db, failureText(failure, request.channel, seen?.skipped ?? 0))
      .then(() => scheduleChatFlush(db))
      .catch(() => undefined);
    return payload;
  };
}
