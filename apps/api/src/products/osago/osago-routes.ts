import type { FastifyInstance } from 'fastify';
import type { SaleRoutesOptions } from '../kit/sale';
import { policyStepRoutes } from './policy-step-routes';
import { saveRoutes } from './save-routes';

/**
 * OSAGO calls of spec 000 section 7 and the extension of spec 001 (under /api, channel credential); the vehicle
 * and owner look-ups of its first step are the registries' (`../../registries/vehicle-routes.ts`).
 */
export async function osagoRoutes(app: FastifyInstance, options: SaleRoutesOptions) {
  await app.register(policyStepRoutes, options);
  await app.register(saveRoutes, options);
}
