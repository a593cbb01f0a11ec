import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

export interface PaymentRoutesOptions {
  readonly db: Db;
}

/** Contract payment and check calls, Payme and Click merchant callbacks (under /api). */
export async function paymentRoutes(_app: FastifyInstance, _options: PaymentRoutesOptions) {}
