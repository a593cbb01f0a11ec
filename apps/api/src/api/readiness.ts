import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PLATFORM_ENDPOINTS } from '@polis/api-contract';
import type { Db } from '../db/database';
import { serve } from '../http/endpoint';
import type { UploadStorage } from '../uploads/storage';

/** How long a check may take before it counts as failed: a balancer asks often and must not wait. */
export const READY_TIMEOUT_MS = 2_000;

export type CheckResult = 'ok' | 'failed';

export interface ReadinessOptions {
  readonly db: Db;
  readonly storage: UploadStorage;
  readonly timeoutMs?: number;
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready (no credential): 200 `{ ready: true, checks }` when the database answers a trivial query and the
 * upload store says it can take files, each within `timeoutMs`; else 503 with the check that failed, so a
 * balancer takes this instance out while its database is unreachable. /api/health stays the liveness answer
 * (the process runs), which a failing database does not change.
 */
export function readinessRoute(
  app: FastifyInstance,
  { db, storage, timeoutMs = READY_TIMEOUT_MS }: ReadinessOptions,
) {
  const check = async (name: string, work: () => Promise<unknown>): Promise<CheckResult> => {
    try {
      await withinTime(Promise.resolve().then(work), timeoutMs);
      return 'ok';
    } catch (error) {
      // The reason goes to the log only: the answer is public.
      app.log.warn({ err: error, check: name }, 'readiness check failed');
      return 'failed';
    }
  };

  serve(
    app,
    PLATFORM_ENDPOINTS.ready,
    {
      tags: ['platform'],
      summary: 'Can this instance serve? (no credential)',
      description:
        'Readiness for a load balancer: 200 `{ ready: true, checks: { database, storage } }` when the database ' +
        'answers and the upload store can take files, else 503 `{ ready: false, checks }` naming the failed check.',
    },
    async (_request, reply) => {
      const [database, uploads] = await Promise.all([
        check('database', () => sql`select 1`.execute(db.db)),
        check('storage', async () => storage.ready?.()),
      ]);
      const checks = { database, storage: uploads };
      const ready = database === 'ok' && uploads === 'ok';
      return reply.code(ready ? 200 : 503).send({ ready, checks });
    },
    { config: { public: true } },
  );
}
