import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { policyRoutes } from '../policies/policy-routes';
import { clickRoutes } from './click/click-routes';
import { contractPaymentRoutes } from './contract-payment-routes';
import { readPaymentConfig, type PaymentConfig } from './payment-config';
import { paymeRoutes } from './payme/payme-routes';

export interface PaymentRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, read (and checked) when the server starts. */
  readonly config?: PaymentConfig;
  /** Payme's clock in ms; tests move it past the 12-hour timeout. */
  readonly now?: () => number;
}

/** Contract payment and check calls, Payme and Click merchant callbacks, policy PDF and verification (under /api). */
export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options;
  await app.register(contractPaymentRoutes, { db, config });
  await app.register(policyRoutes, { db, config });
  // Own scopes: each protocol parses bodies and reports errors its own way, always with HTTP 200.
  await app.register(paymeRoutes, { db, config, now: options.now });
  await app.register(clickRoutes, { db, config });
}
