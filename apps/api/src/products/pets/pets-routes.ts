import type { FastifyInstance } from 'fastify';
import { PETS_ENDPOINTS, type PetsProgramsResponse } from '@polis/api-contract';
import { PETS_COVER_MONTHS, PETS_PROGRAMS, petAgeAllowed, petsProgram } from '@polis/tariffs';
import { addMonthsInclusive, formatUzs } from '../../contracts/format';
import { serve } from '../../http/endpoint';
import { IMAGE_TYPES } from '../../uploads/file-types';
import { type UploadStorage, uploadStorageFor } from '../../uploads/storage';
import { applicantOf, applicationDates } from '../../uploads/upload-application';
import { requireFiles, uploadForms } from '../../uploads/upload-form';
import { fullNameOf } from '../../registries/person-lookup';
import { refuse, saleRoutes, type SaleRoutesOptions } from '../kit/sale';
import { saleFiles } from '../kit/sale-files';

export interface PetsRoutesOptions extends SaleRoutesOptions {
  /** Where the photos go; by default the store of the database (`uploadStorageFor`). */
  readonly storage?: UploadStorage;
}

const FILES = ['photo', 'passport_photo'] as const;

const PROGRAMS: PetsProgramsResponse = {
  error: 0,
  result: true,
  message: 'success',
  programs: PETS_PROGRAMS.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    total_insurance_amount: p.totalInsuranceAmount,
    total_premium: p.totalPremium,
  })),
};

/**
 * Pet insurance (README.md beside this file): the programs (a dictionary) and a multipart save with two photos.
 * Everything is checked first (the files by the upload hook, then the fields, the program, the pet's age, the
 * owner in the registry, the price); only then are the photos written and the contract, its file rows and its
 * lead saved in one transaction (the kit). A failure after the photos were written removes them.
 */
export async function petsRoutes(app: FastifyInstance, options: PetsRoutesOptions): Promise<void> {
  const storage = options.storage ?? uploadStorageFor(options.db);
  await uploadForms(app, { photo: IMAGE_TYPES, passport_photo: IMAGE_TYPES });
  serve(
    app,
    PETS_ENDPOINTS.programs,
    { tags: ['pets'], summary: 'Pet insurance programs: sum insured and the premium of a 12-month cover' },
    async () => PROGRAMS,
    { config: { dictionary: true } },
  );
  const sale = saleRoutes({
    key: 'pets',
    tag: 'pets',
    title: 'pet insurance',
    save: PETS_ENDPOINTS.save,
    check: PETS_ENDPOINTS.check,
    // Bought anew: a new application carries new photos of the pet.
    renewal: false,
    saveDescription:
      'multipart/form-data: the text fields and two files, photo and passport_photo (JPEG, PNG or WebP by ' +
      'their bytes, at most 5 MB each; EXIF, XMP and ICC metadata removed before storing). 413 ' +
      'file_too_large, 415 unsupported_file_type, 400 unreadable_file / empty_file / file_required, 400 ' +
      'validation. HTTP 422: unknown_program, pet_age, person_not_found. Nothing is stored unless the whole ' +
      'application is saved.',
    async sell(body, { db, now, request }) {
      const files = requireFiles(request, FILES);
      const petName = body.pet_name.trim().replace(/\s+/g, ' ');
      const { startDate, birthday } = applicationDates(body, now, (issues) => {
        if (!petName) issues.add('/pet_name', 'must not be blank');
      });
      const program = petsProgram(body.program_id);
      if (!program) return refuse('unknown_program', `No pet insurance program ${body.program_id}`);
      if (!petAgeAllowed(body.pet_birth_month, startDate))
        return refuse('pet_age', 'The pet must be 3 months to 8 years old at the start of cover');
      const person = await applicantOf(db, body, birthday);
      if (!person) return refuse('person_not_found', 'No person with this passport and birthday');
      return {
        amountUzs: program.totalPremium,
        phone: body.phone,
        holderName: fullNameOf(person),
        // Printed on the policy: the insured animal and the program.
        details: {
          program: program.name.en,
          insured_sum: program.totalInsuranceAmount,
          pet_name: petName,
          pet_kind: body.pet_kind,
          pet_birth_month: body.pet_birth_month,
        },
        startDate,
        endDate: addMonthsInclusive(startDate, PETS_COVER_MONTHS),
        // The lead names the program and the kind of pet: never the passport or the photos.
        lead: `${program.name.en}, ${formatUzs(program.totalInsuranceAmount)} UZS cover, ${body.pet_kind}`,
        ...saleFiles(storage, files, now),
      };
    },
  });
  await sale(app, options);
}
