import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
// Only its type: the module itself is the one this file stands in for (a static import would be the mock).
import type * as Idempotency from '../guards/idempotency';

/**
 * What a test decides of the API's `Idempotency-Key` hooks once its file mocks them with `mortalIdempotency`:
 * their clock (past the abandonment window), and an instance that dies after the handler, before the onSend
 * hook stores the answer (`kill -9` between the save's commit and its reply).
 */
export const idempotencyControl = {
  now: (): number => Date.now(),
  diesBeforeAnswering: false,
};

/**
 * The module `guards/idempotency` with its hooks under `idempotencyControl`, for a test file's
 * `jest.mock('../guards/idempotency', () => jest.requireActual('../testing/mortal-idempotency').mortalIdempotency())`.
 * Everything else (`recordAnswer`, the claims) is the real module's.
 */
export function mortalIdempotency(): typeof Idempotency {
  const actual = jest.requireActual<typeof Idempotency>('../guards/idempotency');
  return {
    ...actual,
    idempotencyHooks: (db: Kysely<Database>) => {
      const hooks = actual.idempotencyHooks(db, () => idempotencyControl.now());
      return {
        preHandler: hooks.preHandler,
        onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
          idempotencyControl.diesBeforeAnswering ? payload : hooks.onSend(request, reply, payload),
      };
    },
  };
}
