import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ERROR_RESPONSES } from '@polis/api-contract';
import type { Db } from '../db/database';
import { advanceMonthlyClock, jobNow, runSandboxCharges } from '../products/monthly-kasko/monthly-clock';

const AdvanceRequest = Type.Object(
  { days: Type.Integer({ minimum: 0, maximum: 400, description: 'days to move the clock forward' }) },
  { additionalProperties: false },
);
const Report = Type.Object({
  now: Type.String({ description: "the charge job's clock, ISO" }),
  activated: Type.Integer(),
  charged: Type.Integer(),
  failed: Type.Integer(),
  lapsed: Type.Integer(),
  recovered: Type.Integer(),
});

/**
 * `POST /sandbox/api/monthly-kasko/advance {days}`: moves the monthly charge job's clock forward (kept in the
 * database, so every instance sees it) and runs the job once, so a journey sees the next month charged without
 * waiting a month. `POST /sandbox/api/monthly-kasko/run`: one run at the current clock (sandbox only).
 */
export function monthlyClockControl(app: FastifyInstance, { db }: { db: Db['db'] }) {
  const run = async () => {
    const report = await runSandboxCharges(db, true);
    return { now: (await jobNow(db, true)).toISOString(), ...report };
  };
  app.post<{ Body: { days: number } }>(
    '/api/monthly-kasko/advance',
    { schema: { tags: ['sandbox'], body: AdvanceRequest, response: { 200: Report, ...ERROR_RESPONSES } } },
    async (request) => {
      await advanceMonthlyClock(db, request.body.days);
      return run();
    },
  );
  app.post(
    '/api/monthly-kasko/run',
    { schema: { tags: ['sandbox'], response: { 200: Report, ...ERROR_RESPONSES } } },
    run,
  );
}
