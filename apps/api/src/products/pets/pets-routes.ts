import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  PetsCheckRequest,
  PetsCheckResponse,
  PetsCreateContractRequest,
  PetsCreateContractResponse,
  PetsProgramsResponse,
  PetsRefusal,
} from '@polis/api-contract';
import { PETS_PROGRAMS } from '@polis/tariffs';
import { productCheckAnswer, requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { IMAGE_TYPES } from '../../uploads/file-types';
import { defaultUploadStorage, type UploadStorage } from '../../uploads/storage';
import { requireFiles, uploadForms } from '../../uploads/upload-form';
import { createPetsContract } from './pets-service';

export interface PetsRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
  /** Where the photos go; the local folder of the environment by default. */
  readonly storage?: UploadStorage;
}

export const PET_FILES = ['photo', 'passport_photo'] as const;

const PROGRAMS: PetsProgramsResponse = {
  error: 0,
  result: true,
  message: 'success',
  programs: PETS_PROGRAMS.map((p) => ({
    id: p.id,
    total_insurance_amount: p.totalInsuranceAmount,
    total_premium: p.totalPremium,
  })),
};

/** Pet insurance calls (under /api, channel credential). README.md beside this file. */
export async function petsRoutes(app: FastifyInstance, options: PetsRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;
  const storage = options.storage ?? defaultUploadStorage();
  await uploadForms(app, { photo: IMAGE_TYPES, passport_photo: IMAGE_TYPES });

  app.get(
    '/sayt/pet-insurance/programs',
    {
      config: { dictionary: true },
      schema: {
        tags: ['pets'],
        summary: 'Pet insurance programs: sum insured and the premium of a 12-month cover',
        response: { 200: PetsProgramsResponse, ...ERROR_RESPONSES },
      },
    },
    async () => PROGRAMS,
  );

  app.post<{ Body: PetsCreateContractRequest }>(
    '/sayt/pet-insurance/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['pets'],
        summary: 'Save a pet insurance application with two photos and get its payment links',
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: the text fields and two files, photo and passport_photo (JPEG, PNG or WebP by ' +
          'their bytes, at most 5 MB each; EXIF, XMP and ICC metadata removed before storing). 413 ' +
          'file_too_large, 415 unsupported_file_type, 400 unreadable_file / empty_file / file_required, 400 ' +
          'validation. HTTP 422: price_mismatch (the body carries the server figure), unknown_program, ' +
          'pet_age, person_not_found. Nothing is stored unless the whole application is saved.',
        body: PetsCreateContractRequest,
        response: { 200: PetsCreateContractResponse, 422: PetsRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const files = requireFiles(request, PET_FILES);
      const outcome = await createPetsContract(
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

  app.post<{ Body: PetsCheckRequest }>(
    '/sayt/pet-insurance/check',
    {
      schema: {
        tags: ['pets'],
        summary: 'Has the pets contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: PetsCheckRequest,
        response: { 200: PetsCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<PetsCheckResponse> => productCheckAnswer(db, request, config, 'pets'),
  );
}
