import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

export interface RegistryRoutesOptions {
  readonly db: Db;
}

/** Registry look-ups: persons, companies by INN, regions (mounted under /api with the channel check). */
export async function registryRoutes(_app: FastifyInstance, _options: RegistryRoutesOptions) {}
