import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput, insurerSuccess, Phone } from './common';
import { GosNumber, TechNumber, TechSery } from './vehicle-fields';
import { endpoint } from './endpoint';
import { QUICK_KASKO_PATHS } from './paths';
import { saleEndpoints } from './sale';

/*
 * Quick kasko (tez KASKO, spec 001): programs, the save and its payment check; who owns the car is decided
 * by OSAGO's `POST /osago-neo/osago-juridik`. Server behaviour and error codes:
 * apps/api/src/products/quick-kasko/README.md.
 */

const LocalisedName = Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() });

export const QuickKaskoProgram = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    name: LocalisedName,
    total: Type.Integer({ description: 'sum insured, UZS', examples: [20_000_000] }),
    premium: Type.Integer({ description: 'premium of a 12-month cover, UZS', examples: [380_000] }),
  },
  { $id: 'QuickKaskoProgram' },
);
export type QuickKaskoProgram = Static<typeof QuickKaskoProgram>;

/** `GET /sayt/tez-kasko/programs`. */
export const QuickKaskoProgramsResponse = insurerSuccess('QuickKaskoProgramsResponse', {
  programs: Type.Array(QuickKaskoProgram),
  max_car_age: Type.Integer({ description: 'cars older than this many years are refused', examples: [10] }),
});
export type QuickKaskoProgramsResponse = Static<typeof QuickKaskoProgramsResponse>;

export const QUICK_KASKO_APPLICANT_TYPES = ['resident', 'foreign'] as const;
export type QuickKaskoApplicantType = (typeof QUICK_KASKO_APPLICANT_TYPES)[number];

/**
 * `POST /sayt/tez-kasko/save`. A resident's passport is 2 letters + 7 digits and is checked in the person
 * registry; a foreigner's series has 3 characters (spec 001 section 5) and the name is typed as in the
 * passport. Unknown keys are dropped (additionalProperties: false).
 */
export const QuickKaskoCreateContractRequest = Type.Object(
  {
    program_id: Type.Integer({ minimum: 1, maximum: 2147483647, examples: [1] }),
    gos_number: GosNumber,
    tech_sery: TechSery,
    tech_number: TechNumber,
    applicant_type: Type.Union(
      QUICK_KASKO_APPLICANT_TYPES.map((t) => Type.Literal(t)),
      { description: 'resident (person registry) or foreign' },
    ),
    passport_seria: Type.String({
      pattern: '^[A-Za-z0-9]{2,3}$',
      description: 'resident: 2 letters; foreign: 3 characters',
      examples: ['AA'],
    }),
    passport_number: Type.String({
      pattern: '^[0-9]{6,9}$',
      description: 'resident: 7 digits',
      examples: ['1234567'],
    }),
    birthday: DateInput,
    full_name: Type.Optional(
      Type.String({
        minLength: 3,
        maxLength: 100,
        pattern: "^[A-Za-z][A-Za-z' .-]*$",
        description: 'foreign applicant: the name in Latin letters as in the passport',
        examples: ['SMITH JOHN'],
      }),
    ),
    phone_number: Phone,
    amount_uzs: AmountSeen(),
  },
  { $id: 'QuickKaskoCreateContractRequest', additionalProperties: false },
);
export type QuickKaskoCreateContractRequest = Static<typeof QuickKaskoCreateContractRequest>;

/** The save's refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type QuickKaskoErrorCode =
  | 'unknown_program'
  | 'vehicle_not_found'
  | 'for_only_individuals'
  | 'restricted_model'
  | 'car_too_old'
  | 'person_not_found'
  | 'validation';

/** The quick kasko endpoints: the programs (a dictionary), the save and its check (`saleEndpoints`). */
export const QUICK_KASKO_ENDPOINTS = {
  programs: endpoint(QUICK_KASKO_PATHS.programs, { response: { 200: QuickKaskoProgramsResponse } }),
  ...saleEndpoints(QUICK_KASKO_PATHS, 'QuickKasko', QuickKaskoCreateContractRequest, [
    'unknown_program',
    'vehicle_not_found',
    'for_only_individuals',
    'restricted_model',
    'car_too_old',
    'person_not_found',
  ]),
};

export const QuickKaskoCreateContractResponse = QUICK_KASKO_ENDPOINTS.save.schema.response[200];
export type QuickKaskoCreateContractResponse = Static<typeof QuickKaskoCreateContractResponse>;
export const QuickKaskoCheckResponse = QUICK_KASKO_ENDPOINTS.check.schema.response[200];
export type QuickKaskoCheckResponse = Static<typeof QuickKaskoCheckResponse>;
