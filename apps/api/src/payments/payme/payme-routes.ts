import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  MERCHANT_ENDPOINTS,
  PAYME_ERROR,
  PAYME_METHODS,
  type PaymeMethod,
  type PaymeRpcId,
  type PaymeRpcResponse,
} from '@polis/api-contract';
import type { Db } from '../../db/database';
import { serve } from '../../http/endpoint';
import { scheduleChatFlush, sendChat } from '../../outbox/chat-outbox';
import { escapeHtml } from '../../outbox/mask';
import type { PaymentConfig } from '../payment-config';
import { paymeError } from './payme-errors';
import { currentPaymeKey, isPaymeAuthorization } from './payme-key';
import {
  cancelTransaction,
  changePassword,
  checkPerformTransaction,
  checkTransaction,
  createTransaction,
  getStatement,
  performTransaction,
  type PaymeContext,
  type PaymeOutcome,
} from './payme-service';

export interface PaymeRoutesOptions {
  readonly db: Db;
  readonly config: PaymentConfig;
  readonly now?: () => number;
}

const HANDLERS: Record<
  PaymeMethod,
  (ctx: PaymeContext, params: Record<string, unknown>) => Promise<PaymeOutcome<unknown>>
> = {
  CheckPerformTransaction: checkPerformTransaction,
  CreateTransaction: createTransaction,
  PerformTransaction: performTransaction,
  CancelTransaction: cancelTransaction,
  CheckTransaction: checkTransaction,
  GetStatement: getStatement,
  ChangePassword: changePassword,
};

const isMethod = (value: unknown): value is PaymeMethod =>
  typeof value === 'string' && (PAYME_METHODS as readonly string[]).includes(value);

const rpcId = (value: unknown): PaymeRpcId =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

function answer(reply: FastifyReply, id: PaymeRpcId, outcome: PaymeOutcome<unknown>) {
  const body: PaymeRpcResponse =
    'error' in outcome
      ? { jsonrpc: '2.0', id, error: outcome.error }
      : { jsonrpc: '2.0', id, result: outcome.result };
  // The protocol answers every call, errors included, with HTTP 200.
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

/** Payme's calls are a few hundred bytes (GetStatement answers are large, its requests are not). */
export const PAYME_BODY_LIMIT = 64 * 1024;

const failure = (code: (typeof PAYME_ERROR)[keyof typeof PAYME_ERROR]) => ({ error: paymeError(code) });

type Parsed = { ok: true; value: unknown } | { ok: false };

function parse(body: unknown): Parsed {
  if (typeof body !== 'string') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * `POST /api/payme`: the Payme merchant API (JSON-RPC 2.0, Payme calls us). Registered in its own scope:
 * the body is read as text whatever its content type so invalid JSON becomes -32700 rather than the
 * platform's 400, and the error handler keeps even framework failures at HTTP 200 with a JSON-RPC error.
 */
export async function paymeRoutes(
  app: FastifyInstance,
  { db: { db }, config, now = () => Date.now() }: PaymeRoutesOptions,
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500)
      request.log.error({ err: { type: error.name, code: error.code, message: error.message } }, 'payme');
    const code =
      status >= 500
        ? PAYME_ERROR.systemError
        : error.code?.startsWith('FST_ERR_CTP')
          ? PAYME_ERROR.parseError
          : PAYME_ERROR.invalidRequest;
    return answer(reply, null, failure(code));
  });

  const ctx: PaymeContext = { db, now };

  serve(
    app,
    MERCHANT_ENDPOINTS.payme,
    {
      tags: ['payment providers'],
      summary: 'Payme merchant API (JSON-RPC 2.0, called by Payme)',
      description:
        'Authorization: Basic base64("Paycom:" + PAYME_KEY), else -32504 (id null: checked before the body ' +
        'is read). Bodies over 64 KiB: -32700, unread. Always HTTP 200. Methods: ' +
        'CheckPerformTransaction, CreateTransaction, PerformTransaction, CancelTransaction, CheckTransaction, ' +
        'GetStatement, ChangePassword. `account.key` is the contract id; amounts in tiyin; times in ms.',
    },
    async (request, reply) => {
      const parsed = parse(request.body);
      const message =
        parsed.ok && typeof parsed.value === 'object' && parsed.value !== null
          ? (parsed.value as Record<string, unknown>)
          : null;
      const id = rpcId(message?.id);
      if (!parsed.ok) return answer(reply, null, failure(PAYME_ERROR.parseError));
      if (!message || Array.isArray(message) || typeof message.method !== 'string') {
        return answer(reply, id, failure(PAYME_ERROR.invalidRequest));
      }
      if (!isMethod(message.method)) return answer(reply, id, failure(PAYME_ERROR.methodNotFound));
      const params = message.params;
      if (typeof params !== 'object' || params === null || Array.isArray(params)) {
        return answer(reply, id, failure(PAYME_ERROR.invalidRequest));
      }
      try {
        const outcome = await HANDLERS[message.method](ctx, params as Record<string, unknown>);
        if (message.method === 'PerformTransaction' && 'result' in outcome) scheduleChatFlush(db);
        return answer(reply, id, outcome);
      } catch (error) {
        request.log.error({ err: { message: String(error) }, method: message.method }, 'payme call failed');
        await sendChat(
          db,
          `<b>Payme ${escapeHtml(message.method)} failed</b>: ${escapeHtml(String(error))}`,
        ).catch(() => undefined);
        scheduleChatFlush(db);
        return answer(reply, id, failure(PAYME_ERROR.systemError));
      }
    },
    {
      config: { public: true },
      bodyLimit: PAYME_BODY_LIMIT,
      // Before the body is read: without Payme's credential nothing is parsed, so a flood of large bodies
      // costs no CPU. The request id is unknown then, so the answer's id is null.
      onRequest: async (request, reply) => {
        const key = await currentPaymeKey(db, config.payme.key);
        if (!isPaymeAuthorization(request.headers.authorization, key)) {
          return answer(reply, null, failure(PAYME_ERROR.insufficientPrivileges));
        }
      },
    },
  );

  // Payme only ever POSTs; anything else is answered in the protocol's own terms.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: MERCHANT_ENDPOINTS.payme.path,
    config: { public: true },
    schema: { hide: true },
    handler: (_request, reply) => answer(reply, null, failure(PAYME_ERROR.notPost)),
  });
}
