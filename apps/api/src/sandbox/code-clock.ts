import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ERROR_RESPONSES } from '@polis/api-contract';
import type { Db } from '../db/database';
import { RequestError } from '../errors';
import { normalizeUzPhone } from '../outbox/phone';

const ExpireCodesRequest = Type.Object({ phone: Type.String({ maxLength: 20 }) });
const ExpireCodesResponse = Type.Object({
  expired: Type.Integer({ description: 'pending card codes expired' }),
});

/**
 * `POST /sandbox/api/card-codes/expire {phone}`: the pending card-subscription codes sent for a phone's contracts
 * expire now, so a journey can show the expired-code message without waiting the 5 minutes (sandbox only).
 */
export function codeClock(app: FastifyInstance, { db }: { db: Db['db'] }) {
  app.post<{ Body: { phone: string } }>(
    '/api/card-codes/expire',
    {
      schema: {
        tags: ['sandbox'],
        body: ExpireCodesRequest,
        response: { 200: ExpireCodesResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const phone = normalizeUzPhone(request.body.phone);
      if (!phone) throw new RequestError(400, 'invalid_phone', 'The phone must be 998 followed by 9 digits');
      const past = new Date(Date.now() - 1000).toISOString();
      const contracts = db.selectFrom('contracts').select('id').where('phone', '=', phone);
      const result = await db
        .updateTable('card_subscriptions')
        .set({ code_expires_at: past })
        .where('status', '=', 'pending')
        .where('contract_id', 'in', contracts)
        .executeTakeFirst();
      return { expired: Number(result.numUpdatedRows) };
    },
  );
}
