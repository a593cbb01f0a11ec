import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ERROR_RESPONSES } from '@polis/api-contract';
import { normalisePlate } from '@polis/tariffs';
import { tashkentDate } from '../contracts/format';
import type { Db } from '../db/database';
import { endVehicleCover } from '../contracts/vehicle-cover';
import { endOwnDamageCover } from '../contracts/own-damage-cover';

const EndCoverRequest = Type.Object(
  {
    gos_number: Type.String({ minLength: 2, maxLength: 16, description: 'the plate, as the save sends it' }),
  },
  { additionalProperties: false },
);
const EndCoverReport = Type.Object({
  gos_number: Type.String(),
  ended: Type.Integer({ description: 'policies (OSAGO and own-damage) moved so that they ended yesterday' }),
});

/**
 * `POST /sandbox/api/osago/end-cover {gos_number}`: time passes for one vehicle. OSAGO refuses a second policy
 * while a paid one covers the same days (the registry keeps one per vehicle), and so does a second own-damage
 * cover (KASKO, quick, mini, monthly mini KASKO); journeys that buy a seeded car again end its covers first.
 * Sandbox only, like every route under /sandbox.
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
      const today = tashkentDate(new Date());
      const ended = (await endVehicleCover(db, plate, today)) + (await endOwnDamageCover(db, plate, today));
      return { gos_number: plate, ended };
    },
  );
}
