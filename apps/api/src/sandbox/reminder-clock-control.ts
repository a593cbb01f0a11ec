import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ERROR_RESPONSES } from '@polis/api-contract';
import type { Db } from '../db/database';
import { advanceClock, setClockOffset } from '../contracts/job-clock';
import { runReminders } from '../contracts/renewal-reminders';
import { REMINDER_CLOCK, reminderNow } from '../contracts/renewals';
import { originOf } from '../http/origin';
import type { PaymentConfig } from '../payments/payment-config';

const AdvanceRequest = Type.Object(
  {
    days: Type.Integer({ minimum: 0, maximum: 800, description: 'days to move the reminder clock forward' }),
  },
  { additionalProperties: false },
);
const Report = Type.Object({
  now: Type.String({ description: "the reminder clock, ISO (real time plus the sandbox's offset)" }),
  sent: Type.Integer({ description: 'reminders this run sent' }),
});

/**
 * The reminder clock (issue 23): `POST /sandbox/api/reminders/advance {days}` moves it forward (a database offset,
 * so every instance sees it; read by the reminder job and by renewal links, never by a wizard's "today") and runs
 * the job once; `POST /sandbox/api/reminders/run` runs it at the current clock; `POST /sandbox/api/reminders/reset`
 * puts the clock back to real time. A journey buys, advances to 14 days before the end, reads the SMS in the
 * outbox and opens its link.
 */
export function reminderClockControl(
  app: FastifyInstance,
  { db, config }: { db: Db['db']; config: PaymentConfig },
) {
  const schema = { tags: ['sandbox'], response: { 200: Report, ...ERROR_RESPONSES } };
  const run = async (request: { protocol: string; host: string }) => {
    const now = await reminderNow(db, true);
    const { sent } = await runReminders({
      db,
      now,
      origin: originOf(request, config),
      secret: config.policyTokenSecret,
    });
    return { now: now.toISOString(), sent };
  };
  app.post<{ Body: { days: number } }>(
    '/api/reminders/advance',
    { schema: { ...schema, body: AdvanceRequest } },
    async (request) => {
      await advanceClock(db, REMINDER_CLOCK, request.body.days);
      return run(request);
    },
  );
  app.post('/api/reminders/run', { schema }, run);
  app.post('/api/reminders/reset', { schema }, async () => {
    await setClockOffset(db, REMINDER_CLOCK, 0);
    return { now: new Date().toISOString(), sent: 0 };
  });
}
