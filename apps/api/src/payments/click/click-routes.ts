import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { CLICK_ERROR, MERCHANT_ENDPOINTS } from '@polis/api-contract';
import type { Db } from '../../db/database';
import { serve } from '../../http/endpoint';
import { scheduleChatFlush, sendChat } from '../../outbox/chat-outbox';
import { escapeHtml } from '../../outbox/mask';
import type { PaymentConfig } from '../payment-config';
import { clickComplete, clickFailure, clickPrepare } from './click-service';

/**
 * Click sends a dozen short form fields (a few hundred bytes); the callbacks are public, so anything larger is
 * refused before it is parsed (-8, HTTP 200).
 */
export const CLICK_BODY_LIMIT = 16 * 1024;

export interface ClickRoutesOptions {
  readonly db: Db;
  readonly config: PaymentConfig;
}

/**
 * Click SHOP API (Click calls us, form-encoded): `/click/prepare` and `/click/complete`. Every answer is
 * HTTP 200 with Click's `error` code, including body failures (-8), which the scope's error handler maps.
 */
export async function clickRoutes(app: FastifyInstance, { db: { db }, config }: ClickRoutesOptions) {
  // Another scope (or the root) may already read forms; registering the parser twice would throw.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500)
      request.log.error({ err: { type: error.name, code: error.code, message: error.message } }, 'click');
    return reply
      .code(200)
      .send(clickFailure(null, status >= 500 ? CLICK_ERROR.failedToUpdate : CLICK_ERROR.badRequest));
  });

  const ctx = { db, config };
  const docs = (summary: string) => ({
    tags: ['payment providers'],
    summary,
    description:
      'Form-encoded, called by Click; always HTTP 200 with `error` (0 ok, -1 sign, -2 amount, -3 action, -4 already ' +
      'paid, -5 order not found, -6 transaction not found, -7 failed to update, -8 bad request or a body over ' +
      '16 KiB, -9 cancelled). `merchant_trans_id` is our order id.',
  });

  for (const [at, step, summary] of [
    [MERCHANT_ENDPOINTS.clickPrepare, clickPrepare, 'Click Prepare (action 0)'],
    [MERCHANT_ENDPOINTS.clickComplete, clickComplete, 'Click Complete (action 1)'],
  ] as const) {
    serve(
      app,
      at,
      docs(summary),
      async (request) => {
        try {
          const answer = await step(ctx, request.body);
          if (step === clickComplete && answer.error === CLICK_ERROR.success) scheduleChatFlush(db);
          return answer;
        } catch (error) {
          request.log.error({ err: { message: String(error) } }, 'click call failed');
          await sendChat(
            db,
            `<b>Click ${escapeHtml(at.path)} failed</b>: ${escapeHtml(String(error))}`,
          ).catch(() => undefined);
          scheduleChatFlush(db);
          return clickFailure(request.body, CLICK_ERROR.failedToUpdate);
        }
      },
      { config: { public: true }, bodyLimit: CLICK_BODY_LIMIT },
    );
  }
}
