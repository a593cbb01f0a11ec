import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  DocumentsCheckRequest,
  DocumentsCheckResponse,
  DocumentsCreateContractRequest,
  DocumentsCreateContractResponse,
  DocumentsRefusal,
  DocumentTypesResponse,
} from '@polis/api-contract';
import { DOCUMENT_TYPES, GOV_OBJECT_TYPE_ID } from '@polis/tariffs';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract } from '../../contracts/contract-service';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { createDocumentsContract } from './documents-service';

export interface DocumentsRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

/** Documents insurance calls (under /api, channel credential). README.md beside this file. */
export async function documentsRoutes(app: FastifyInstance, options: DocumentsRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.get(
    '/sayt/document_sugurtasi/type',
    {
      config: { dictionary: true },
      schema: {
        tags: ['documents'],
        summary:
          'The kinds of document on sale, each with its premium and liability (type 38 needs govNumber)',
        response: { 200: DocumentTypesResponse, ...ERROR_RESPONSES },
      },
    },
    async (): Promise<DocumentTypesResponse> => ({
      error: 0,
      result: true,
      message: 'success',
      types: DOCUMENT_TYPES.map((t) => ({ ...t })),
      gov_object_type_id: GOV_OBJECT_TYPE_ID,
    }),
  );

  app.post<{ Body: DocumentsCreateContractRequest }>(
    '/sayt/document_sugurtasi/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['documents'],
        summary: 'Save a documents application and get its payment links',
        description:
          'Premium = the sum of the chosen kinds (@polis/tariffs). HTTP 422: price_mismatch (amount_uzs differs; ' +
          "the body carries the server's figure), unknown_type, gov_number_required (type 38 without govNumber), " +
          'person_not_found (passport and birthday not in the registry). 400 validation: a day that does not ' +
          'exist, a start not 1-30 days ahead, an applicant under 18. Idempotent by the Idempotency-Key header.',
        body: DocumentsCreateContractRequest,
        response: { 200: DocumentsCreateContractResponse, 422: DocumentsRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createDocumentsContract(
        {
          db,
          channel: channelOf(request),
          links: requestLinks(request, config),
        },
        request.body,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post<{ Body: DocumentsCheckRequest }>(
    '/sayt/document_sugurtasi/check',
    {
      schema: {
        tags: ['documents'],
        summary: 'Has the documents contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 2, check: false, message: 'payment_not_made' }` " +
          '(spec 001 section 8: documents error 2; error 1 is a network error). ' +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: DocumentsCheckRequest,
        response: { 200: DocumentsCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<DocumentsCheckResponse> => {
      const { contract_id: id, order_id: orderId } = request.body;
      const contract = await findContract(db, { id, orderId });
      if (!contract || contract.product !== 'documents') throw contractNotFound();
      const answer = await paymentCheckAnswer(db, contract, {
        origin: originOf(request, config),
        policyTokenSecret: config.policyTokenSecret,
      });
      return answer.check ? answer : { error: 2, check: false, message: 'payment_not_made' };
    },
  );
}
