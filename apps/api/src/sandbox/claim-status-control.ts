import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CLAIM_STATUSES, ERROR_RESPONSES, type ClaimStatus } from '@polis/api-contract';
import { moveClaim } from '../claims/claim-store';
import type { Db } from '../db/database';
import { RequestError } from '../errors';

const MoveRequest = Type.Object(
  {
    status: Type.Union(CLAIM_STATUSES.map((s) => Type.Literal(s))),
    note: Type.Optional(
      Type.String({ maxLength: 1000, description: "the adjuster's note (documents wanted)" }),
    ),
  },
  { additionalProperties: false },
);
const MoveReport = Type.Object({
  id: Type.Integer(),
  claim_status: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
});

/**
 * `POST /sandbox/api/claims/{id}/status {status, note}`: the adjuster's move, so journeys run end to end. The
 * claimant gets the status SMS in their language; `documents_required` lets them add files to the claim.
 */
export function claimStatusControl(app: FastifyInstance, { db }: { db: Db['db'] }) {
  app.post<{ Params: { id: number }; Body: { status: ClaimStatus; note?: string } }>(
    '/api/claims/:id/status',
    {
      schema: {
        tags: ['sandbox'],
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        body: MoveRequest,
        response: { 200: MoveReport, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const note = request.body.note?.trim() || null;
      const row = await moveClaim(db, request.params.id, { status: request.body.status, note });
      if (!row) throw new RequestError(404, 'claim_not_found', 'No such claim');
      return { id: row.id, claim_status: row.status, note: row.note };
    },
  );
}
