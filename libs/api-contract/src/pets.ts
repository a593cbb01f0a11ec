import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput, ErrorBody, insurerSuccess } from './common';
import { PriceMismatchBody } from './sale';
import { ContractCheckNotPaid, ContractCheckPaid } from './payments';
import { endpoint } from './endpoint';
import { PETS_PATHS } from './paths';

/*
 * Pet insurance (spec 001 "Pets"): programs, the multipart save with two photos, the payment check.
 * Server behaviour and error codes: apps/api/src/products/pets/README.md.
 */

const Localised = (examples: { uz: string; ru: string; en: string }) =>
  Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() }, { examples: [examples] });

export const PetsProgram = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    name: Localised({ uz: '«Doʻstim» Bazaviy', ru: '«Друг» Базовый', en: 'Buddy Basic' }),
    description: Localised({
      uz: 'Davolash, nobud boʻlish va uchinchi shaxslar oldidagi javobgarlik — 10 000 000 soʻmgacha',
      ru: 'Лечение, гибель и ответственность перед третьими лицами — до 10 000 000 сумов',
      en: 'Vet treatment, death and liability to others, up to 10,000,000 UZS',
    }),
    total_insurance_amount: Type.Integer({ description: 'sum insured, UZS', examples: [10_000_000] }),
    total_premium: Type.Integer({ description: 'premium of a 12-month cover, UZS', examples: [500_000] }),
  },
  { $id: 'PetsProgram' },
);
export type PetsProgram = Static<typeof PetsProgram>;

/** `GET /sayt/pet-insurance/programs`. */
export const PetsProgramsResponse = insurerSuccess('PetsProgramsResponse', {
  programs: Type.Array(PetsProgram),
});
export type PetsProgramsResponse = Static<typeof PetsProgramsResponse>;

const Line = (max: number, extra: object = {}) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '^[^\\u0000-\\u001f\\u007f]*$', ...extra });

/**
 * `POST /sayt/pet-insurance/save`, multipart/form-data: these text fields and two files, `photo` (the pet)
 * and `passport_photo` (its veterinary passport), JPEG, PNG or WebP of at most 5 MB each, checked by their
 * bytes. In the validated body a file field holds the SHA-256 of the file (the server sets it).
 */
export const PetsCreateContractRequest = Type.Object(
  {
    program_id: Type.Integer({ minimum: 1, maximum: 2147483647, examples: [1] }),
    pet_name: Line(50, { examples: ['Barsik'] }),
    pet_birth_month: Type.String({
      pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
      description: 'YYYY-MM; the pet is 3 months to 8 years old at the start',
      examples: ['2022-05'],
    }),
    pet_kind: Type.Union([Type.Literal('cat'), Type.Literal('dog')]),
    passport_seria: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] }),
    passport_number: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
    birthday: DateInput,
    phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }),
    start_date: DateInput,
    amount_uzs: AmountSeen(),
    photo: Type.Optional(
      Type.String({
        description: 'file part (required): a photo of the pet (JPEG, PNG, WebP, at most 5 MB)',
      }),
    ),
    passport_photo: Type.Optional(
      Type.String({
        description: "file part (required): a photo of the pet's passport (JPEG, PNG, WebP, at most 5 MB)",
      }),
    ),
  },
  { $id: 'PetsCreateContractRequest', additionalProperties: false },
);
export type PetsCreateContractRequest = Static<typeof PetsCreateContractRequest>;

/** The text fields the front end sends beside the two files. */
export type PetsSaveFields = Omit<PetsCreateContractRequest, 'photo' | 'passport_photo'>;

export const PetsCreateContractResponse = insurerSuccess('PetsCreateContractResponse', {
  contract_id: Type.Integer(),
  order_id: Type.String(),
  payme_url: Type.String(),
  click_url: Type.String(),
  amount_uzs: Type.Integer({ description: "the server's premium, UZS" }),
});
export type PetsCreateContractResponse = Static<typeof PetsCreateContractResponse>;

/** The uploads' refusals, shared with job loss (apps/api/src/uploads). */
export type UploadErrorCode =
  'file_too_large' | 'unsupported_file_type' | 'unreadable_file' | 'empty_file' | 'file_required';

/** The save's refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type PetsErrorCode =
  'validation' | 'unknown_program' | 'person_not_found' | 'pet_age' | UploadErrorCode;

/** HTTP 422 of the save: `price_mismatch`, with the server's figure, or a refusal. */
export const PetsRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'PetsRefusal' });
export type PetsRefusal = Static<typeof PetsRefusal>;

/** `POST /sayt/pet-insurance/check`: both ids, so a guessed sequential id opens nothing. */
export const PetsCheckRequest = Type.Object(
  {
    contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { $id: 'PetsCheckRequest', additionalProperties: false },
);
export type PetsCheckRequest = Static<typeof PetsCheckRequest>;

export const PetsCheckResponse = Type.Union([ContractCheckPaid, ContractCheckNotPaid], {
  $id: 'PetsCheckResponse',
});
export type PetsCheckResponse = Static<typeof PetsCheckResponse>;

/**
 * The pets endpoints: the programs (a dictionary), the multipart save (refusals: the uploads' codes, `validation`
 * 400, `unknown_program`, `pet_age`, `person_not_found`, `price_mismatch` 422) and the check.
 */
export const PETS_ENDPOINTS = {
  programs: endpoint(PETS_PATHS.programs, { response: { 200: PetsProgramsResponse } }),
  save: endpoint(
    PETS_PATHS.save,
    {
      consumes: ['multipart/form-data'],
      body: PetsCreateContractRequest,
      response: { 200: PetsCreateContractResponse, 422: PetsRefusal },
    },
    [
      'file_too_large',
      'unsupported_file_type',
      'unreadable_file',
      'empty_file',
      'file_required',
      'unexpected_file',
      'bad_multipart',
      'validation',
      'unknown_program',
      'pet_age',
      'person_not_found',
      'price_mismatch',
    ],
  ),
  check: endpoint(PETS_PATHS.check, { body: PetsCheckRequest, response: { 200: PetsCheckResponse } }, [
    'validation',
    'contract_not_found',
  ]),
};
