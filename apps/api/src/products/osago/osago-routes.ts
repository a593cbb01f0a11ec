import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { paymentLinks } from '../../payments/payment-links';
import { originOf } from '../../http/origin';
import { extensionRoutes } from './extension-routes';
import { policyStepRoutes } from './policy-step-routes';
import { saveRoutes, type LinksOf } from './save-routes';
import { vehicleRoutes } from './vehicle-routes';
import { pickLang } from '../../http/request-lang';

export interface OsagoRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

const langOf = (request: FastifyRequest) => {
  const header = request.headers.lang;
  return pickLang(Array.isArray(header) ? header[0] : header, request.headers['accept-language']);
};

/** OSAGO calls of spec 000 section 7 and the extension of spec 001 (under /api, channel credential). */
export async function osagoRoutes(app: FastifyInstance, options: OsagoRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options;
  const linksOf: LinksOf = (request) => (contract) => {
    const links = paymentLinks({ origin: originOf(request, config), config }, contract, langOf(request));
    return { payme: links.payme, click: links.click };
  };
  await app.register(vehicleRoutes, { db });
  await app.register(policyStepRoutes, { db });
  await app.register(saveRoutes, { db, linksOf });
  await app.register(extensionRoutes, { db, linksOf });
}
