import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

export interface SandboxRoutesOptions {
  readonly db: Db;
}

/** Sandbox pages that play the payment providers and show the outboxes (under /sandbox). */
export async function sandboxRoutes(_app: FastifyInstance, _options: SandboxRoutesOptions) {}
