import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  JobLossCheckRequest,
  JobLossCheckResponse,
  JobLossCreateContractRequest,
  JobLossCreateContractResponse,
  JobLossRefusal,
} from '@polis/api-contract';
import { productCheckAnswer, requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { DOCUMENT_TYPES } from '../../uploads/file-types';
import { defaultUploadStorage, type UploadStorage } from '../../uploads/storage';
import { requireFiles, uploadForms } from '../../uploads/upload-form';
import { createJobLossContract } from './job-loss-service';

export interface JobLossRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
  /** Where the documents go; the local folder of the environment by default. */
  readonly storage?: UploadStorage;
}

export const JOB_LOSS_FILES = ['work_book', 'salary_certificate'] as const;

/** Job loss insurance calls (under /api, channel credential). README.md beside this file. */
export async function jobLossRoutes(app: FastifyInstance, options: JobLossRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;
  const storage = options.storage ?? defaultUploadStorage();
  await uploadForms(app, { work_book: DOCUMENT_TYPES, salary_certificate: DOCUMENT_TYPES });

  app.post<{ Body: JobLossCreateContractRequest }>(
    '/sayt/job-lose/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['job-loss'],
        summary: 'Save a job loss application with its two documents: contract, coverage and total payable',
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: the text fields and two files, work_book and salary_certificate (PDF, JPEG, PNG ' +
          'or WebP by their bytes, at most 5 MB each; image metadata removed). coverage = salary x 3, ' +
          'total_payable = coverage x 3 % (@polis/tariffs). 413 file_too_large, 415 unsupported_file_type, 400 ' +
          'unreadable_file / empty_file / file_required, 400 validation. HTTP 422: price_mismatch (the body ' +
          'carries the server figure), salary_out_of_range, company_not_found, wrong_inn (the company has no ' +
          'short name), person_not_found. Nothing is stored unless the whole application is saved.',
        body: JobLossCreateContractRequest,
        response: { 200: JobLossCreateContractResponse, 422: JobLossRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const files = requireFiles(request, JOB_LOSS_FILES);
      const outcome = await createJobLossContract(
        {
          db,
          storage,
          channel: channelOf(request),
          links: requestLinks(request, config),
        },
        request.body,
        files,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post<{ Body: JobLossCheckRequest }>(
    '/sayt/job-lose/check',
    {
      schema: {
        tags: ['job-loss'],
        summary: 'Has the job-loss contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: JobLossCheckRequest,
        response: { 200: JobLossCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<JobLossCheckResponse> => productCheckAnswer(db, request, config, 'job-loss'),
  );
}
