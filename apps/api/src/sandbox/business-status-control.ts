import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ERROR_RESPONSES, SITE_REQUEST_STATUSES, type SiteRequestStatus } from '@polis/api-contract';
import type { Db } from '../db/database';
import { RequestError } from '../errors';

const MoveRequest = Type.Object(
  { status: Type.Union(SITE_REQUEST_STATUSES.map((s) => Type.Literal(s))) },
  { additionalProperties: false },
);
const MoveReport = Type.Object({ id: Type.Integer(), status: Type.String() });

/**
 * `POST /sandbox/api/business-requests/{id}/status {status}`: the sales team's move of a business application
 * (received -> in_progress -> closed), which the real insurer makes in its own system, so the cabinet's "My
 * business applications" shows every status end to end. Only business applications move (a 404 otherwise).
 */
export function businessStatusControl(app: FastifyInstance, { db }: { db: Db['db'] }) {
  app.post<{ Params: { id: number }; Body: { status: SiteRequestStatus } }>(
    '/api/business-requests/:id/status',
    {
      schema: {
        tags: ['sandbox'],
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        body: MoveRequest,
        response: { 200: MoveReport, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const moved = await db
        .updateTable('site_requests')
        .set({ status: request.body.status })
        .where('id', '=', id)
        .where('kind', '=', 'business')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0)
        throw new RequestError(404, 'request_not_found', 'No business application with this id');
      return { id, status: request.body.status };
    },
  );
}
