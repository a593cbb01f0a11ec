import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { readPaymentConfig, type PaymentConfig } from '../payments/payment-config';
import { formBodies } from './form-body';
import { loginRoutes } from './login-routes';
import { profileRoutes } from './profile-routes';
import { savedRoutes } from './saved-routes';
import { recordRoutes } from './record-routes';
import { businessRequestRoutes } from './business-request-routes';
import { receiptRoutes } from './receipt-routes';
import { myDataRoutes } from './my-data-routes';

export interface CabinetRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it (PDF link secret, public origin). */
  readonly config?: PaymentConfig;
}

/** `/shaxsiy_kabinet/*` of spec 000 section 7 (under /api, channel credential; see README.md). */
export async function cabinetRoutes(app: FastifyInstance, options: CabinetRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options;
  app.decorateRequest('cabinetSession', null);
  // Multipart is parsed in this scope only: no other API route takes forms with it.
  await formBodies(app);
  await app.register(loginRoutes, { db });
  await app.register(profileRoutes, { db });
  await app.register(savedRoutes, { db });
  await app.register(recordRoutes, { db, config });
  await app.register(businessRequestRoutes, { db });
  await app.register(receiptRoutes, { db, config });
  await app.register(myDataRoutes, { db });
}
