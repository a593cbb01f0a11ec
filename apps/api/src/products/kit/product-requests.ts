import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContractCheckResponse } from '@polis/api-contract';
import type { Database } from '../../db/schema';
import { paymentLinks } from '../../payments/payment-links';
import type { PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract, type Contract } from '../../contracts/contract-service';
import { requestLang } from '../../http/request-lang';

/**
 * What the products' save and check routes repeat: the payment links of a saved contract in the caller's
 * language (`lang` header), and the payment check of a product's contract by its two ids.
 */

/** The provider links of a contract saved by this request, opening in the caller's language. */
export const requestLinks =
  (request: FastifyRequest, config: PaymentConfig) =>
  (contract: Contract): { payme: string; click: string } =>
    paymentLinks({ origin: originOf(request, config), config }, contract, requestLang(request));

/** A product's step on the check's contract before the answer (monthly KASKO starts its plan). */
export type CheckPreparation = (
  contract: Contract,
  db: Kysely<Database>,
  config: PaymentConfig,
) => Promise<void>;

/**
 * A product's check call: the contract found by `contract_id` and `order_id` together (a bare id opens
 * nothing), of this product only (another product's or ids that do not belong together: 404), then the
 * common payment check answer.
 */
export async function productCheckAnswer(
  db: Kysely<Database>,
  request: FastifyRequest,
  config: PaymentConfig,
  product: string | readonly string[],
  prepare?: CheckPreparation,
): Promise<ContractCheckResponse> {
  // The check endpoints' schemas require both ids (`...CheckRequest` of the contract).
  const { contract_id: id, order_id: orderId } = request.body as { contract_id: number; order_id: string };
  const found = await findContract(db, { id, orderId });
  const products: readonly string[] = typeof product === 'string' ? [product] : product;
  if (!found || !products.includes(found.product)) throw contractNotFound();
  await prepare?.(found, db, config);
  const contract = prepare ? ((await findContract(db, { id: found.id })) ?? found) : found;
  return paymentCheckAnswer(db, contract, {
    origin: originOf(request, config),
    policyTokenSecret: config.policyTokenSecret,
  });
}
