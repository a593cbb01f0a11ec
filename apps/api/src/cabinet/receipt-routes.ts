import type { FastifyInstance } from 'fastify';
import { RECEIPT_ENDPOINTS, type CabinetReceipt, type CabinetReceiptsResponse } from '@polis/api-contract';
import type { Db } from '../db/database';
import { RequestError } from '../errors';
import { serve } from '../http/endpoint';
import { absoluteUrl, originOf } from '../http/origin';
import type { PaymentConfig } from '../payments/payment-config';
import { policiesOfUser } from '../contracts/holder-policies';
import { itemsOf, receiptsOfContract, type Receipt } from '../contracts/receipts';
import { SUCCESS } from './cabinet-text';
import { TOKEN_ROUTE_NOTE } from './route-schema';
import { requireSession, sessionOf } from '../contracts/owner-session';

const receiptOf = (receipt: Receipt, origin: string): CabinetReceipt => ({
  id: receipt.id,
  kind: receipt.kind,
  provider: receipt.provider,
  amount_uzs: receipt.amount_uzs,
  created_at: receipt.created_at,
  items: itemsOf(receipt),
  terminal_id: receipt.terminal_id,
  receipt_number: receipt.receipt_number,
  fiscal_sign: receipt.fiscal_sign,
  qr_url: absoluteUrl(origin, receipt.qr_url),
});

/**
 * The fiscal receipts of one of the user's policies (issue 27): every payment and refund, oldest first. Only the
 * holder's cabinet session opens them; another's id, or a contract that is no policy of the user, is 404
 * `policy_not_found` exactly like a missing one. Nothing answers them to the channel credential and an id.
 */
export async function receiptRoutes(
  app: FastifyInstance,
  { db: { db }, config }: { readonly db: Db; readonly config: PaymentConfig },
) {
  serve(
    app,
    RECEIPT_ENDPOINTS.cabinetReceipts,
    {
      tags: ['cabinet'],
      summary: "The fiscal receipts of one of the user's policies (payments and refunds)",
      description:
        `${TOKEN_ROUTE_NOTE} Another user's id answers 404 policy_not_found exactly like a missing one. Each ` +
        'receipt: kind sale|refund, provider, amount, the items as the provider took them (title, price in ' +
        "tiyin, count, MXIK code, package code, VAT), and the sandbox fiscal module's terminal, number, sign " +
        'and check link.',
    },
    async (request): Promise<CabinetReceiptsResponse> => {
      const [issued] = await policiesOfUser(db, sessionOf(request).user, { contractId: request.params.id });
      if (!issued) throw new RequestError(404, 'policy_not_found', 'No such policy');
      const origin = originOf(request, config);
      const receipts = await receiptsOfContract(db, request.params.id);
      return { ...SUCCESS, data: receipts.map((receipt) => receiptOf(receipt, origin)) };
    },
    { onRequest: requireSession(db) },
  );
}
