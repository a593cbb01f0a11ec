import type { FastifyInstance } from 'fastify';
import { OSAGO_ENDPOINTS, PAYMENT_ENDPOINTS, type Endpoint, type EndpointRequest } from '@polis/api-contract';
import { parseDetails } from '../../contracts/contract-service';
import { serve } from '../../http/endpoint';
import { SUCCESS } from '../../http/insurer-answers';
import {
  decline,
  saleRoutes,
  type Declined,
  type Sale,
  type SaleContext,
  type SaleRoutesOptions,
} from '../kit/sale';
import { prefillAnswer, readableOsagoContract } from './contract-access';
import { orderOfExtension, orderOfSavePolicy } from './order';
import { saveFailure } from './osago-failures';
import { sellOrder } from './save-order';

const SAVE_NOTE =
  'The server prices the policy from @polis/tariffs (territory from the plate, vehicle type from the ' +
  'registry). Registry failures: HTTP 200 with error 1-11 and response.key = driver index + 1 for a driver at ' +
  'fault.';

/**
 * An OSAGO save through the kit (idempotency, limits, price check, contract and lead in one transaction, payment
 * links), answered in the insurer's envelope; paid contracts are checked by the platform's check.
 */
const osagoSale = <Save extends Endpoint>(
  save: Save,
  saveSummary: string,
  saveDescription: string,
  sell: (body: EndpointRequest<Save>['Body'], ctx: SaleContext) => Promise<Sale | Declined>,
) =>
  saleRoutes({
    key: 'osago',
    products: ['osago', 'osago-limited'],
    cancellation: 'compulsory',
    tag: 'osago',
    title: 'OSAGO',
    save,
    check: PAYMENT_ENDPOINTS.check,
    platformCheck: true,
    saveSummary,
    saveDescription,
    sell,
    answerShape: ({ amount_uzs, contract_id, order_id, payme_url, click_url }) => ({
      ...SUCCESS,
      response: { amount_uzs, contract_id, order_id, payme_url, url: click_url, key: null },
    }),
  });

const policySale = osagoSale(
  OSAGO_ENDPOINTS.save,
  'Save an OSAGO application (individual or legal entity) and get its payment links',
  `${SAVE_NOTE} A body with owner__inn is a legal entity's.`,
  (body, ctx) => sellOrder(orderOfSavePolicy(body, ctx.now), { kind: 'policy', contractId: null }, ctx),
);

const copySale = osagoSale(
  OSAGO_ENDPOINTS.copySave,
  'Save a new OSAGO application copied from an earlier contract',
  'A save-policy/v2 body plus contract_id (and order_id) of the source, readable as for copy/get (else error 10 ' +
    `contract_not_found). ${SAVE_NOTE}`,
  async (body, ctx) => {
    const order = orderOfSavePolicy(body, ctx.now);
    const { contract_id: contractId, order_id: orderId } = body;
    const source = await readableOsagoContract(ctx.db, ctx.request, { contractId, orderId });
    if (!source) return decline(saveFailure('contractNotFound'));
    return sellOrder(order, { kind: 'copy', contractId: source.id }, ctx);
  },
);

const extensionSale = osagoSale(
  OSAGO_ENDPOINTS.extensionSave,
  'Save the renewal of an OSAGO contract',
  'Answers like save-policy/v2. The old contract must be extendable as for extension/get (else error 10 ' +
    'extending-contract-not-found) and the car the same plate (else error 10 vehicle_mismatch); agent_id is ' +
    `kept on the contract. ${SAVE_NOTE}`,
  async (body, ctx) => {
    const order = orderOfExtension(body, ctx.now);
    const old = await readableOsagoContract(ctx.db, ctx.request, {
      contractId: body.old_contract_id,
      orderId: body.old_order_id,
      renewal: true,
    });
    const plate = old ? parseDetails(old).plate : null;
    if (!old || typeof plate !== 'string') {
      return decline(saveFailure('extendingNotFound'));
    }
    return sellOrder(order, { kind: 'extension', contractId: old.id, plate }, ctx);
  },
);

// save-policy/v2, the copy's calls (spec 000 section 7) and the extension's (spec 001): a pre-fill from the
// earlier contract, then a save like save-policy; the renewal partner's channel may read any OSAGO contract.
export async function saveRoutes(app: FastifyInstance, options: SaleRoutesOptions) {
  const { db } = options.db;
  await policySale(app, options);
  await copySale(app, options);
  await extensionSale(app, options);

  serve(
    app,
    OSAGO_ENDPOINTS.copyGet,
    {
      tags: ['osago'],
      summary: 'Pre-fill of the copy wizard from an earlier OSAGO contract',
      description:
        "order_id opens its contract; a bare contract_id only for the holder's cabinet session; documents, " +
        "birthdays and surnames in full only for the holder's cabinet session (X-Auth-Token), else masked. Otherwise " +
        'error 1 contract_not_found.',
    },
    (request) =>
      prefillAnswer(db, request, {
        renewal: false,
        notFound: { code: 'contract_not_found', message: 'No such OSAGO contract' },
      }),
  );

  serve(
    app,
    OSAGO_ENDPOINTS.extensionGet,
    {
      tags: ['osago'],
      summary: 'Auto-fill of the extension wizard from the contract being extended',
      description:
        'Only a paid (issued) OSAGO contract, readable by the channel that saved it or by the renew ' +
        "channel, or with its order_id, or by the holder's cabinet session; documents, birthdays and surnames in full only for the " +
        "holder's cabinet session (X-Auth-Token), else masked (and order_id empty unless given); " +
        'otherwise error 1 extending-contract-not-found.',
    },
    (request) =>
      prefillAnswer(db, request, {
        renewal: true,
        notFound: { code: 'extending-contract-not-found', message: 'No paid OSAGO contract to extend' },
      }),
  );
}
