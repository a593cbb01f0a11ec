import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ERROR_RESPONSES } from '@polis/api-contract';
import { normalisePlate } from '@polis/tariffs';
import { tashkentDate } from '../contracts/format';
import type { Db } from '../db/database';
import { endVehicleCover } from '../products/osago/vehicle-cover';

const EndCoverRequest = Type.Object(
  {
    gos_number: Type.String({ minLength: 2, maxLength: 16, description: 'the plate, as the save sends it' }),
  },
  { additionalProperties: false },
);
const EndCoverReport = Type.Object({
  gos_number: Type.String(),
  ended: Type.Integer({ description: 'policies moved so that they ended yesterday' }),
});

/**
 * `POST /sandbox/api/osago/end-cover {gos_number}`: time passes for one vehicle. OSAGO refuses a second policy
 * while a paid one covers the same days (the registry keeps one per vehicle); journeys that buy a seeded car
 * again end its cover first. Sandbox only, like every route under /sandbox.
 */
export function osagoCoverControl(app: FastifyInstance, { db }: { db: Db['db'] }) {
  app.post<{ Body: { gos_number: string } }>(
    '/api/osago/end-cover',
    {
      schema: {
        tags: ['sandbox'],
        body: EndCoverRequest,
        response: { 200: EndCoverReport, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const plate = normalisePlate(request.body.gos_number);
      return { gos_number: plate, ended: await endVehicleCover(db, plate, tashkentDate(new Date())) };
    },
  );
}
