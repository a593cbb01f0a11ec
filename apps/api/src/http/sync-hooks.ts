import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * An onSend hook of synchronous work, called back rather than awaited: an async hook costs every answer a
 * promise and a turn of the microtask queue even when it only returns the payload, and every answer passes
 * each of them (security headers, no-store, compression).
 */
export function syncOnSend(
  work: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => unknown,
): onSendHookHandler {
  return (request, reply, payload, done) => {
    let result: unknown;
    try {
      result = work(request, reply, payload);
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, result);
  };
}
