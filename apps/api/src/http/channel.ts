import type { FastifyRequest } from 'fastify';
import { RequestError } from '../errors';

/** The caller's sales channel; the /api hook has already refused requests without one. */
export function channelOf(request: FastifyRequest): string {
  if (!request.channel) throw new RequestError(401, 'unauthorized', 'A sales channel is required');
  return request.channel;
}
