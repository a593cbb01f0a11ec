import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput } from './common';
import { ACCIDENT_PATHS } from './paths';
import { saleEndpoints } from './sale';

/*
 * Accident insurance (spec 001 "Accident", five pages, one wizard): the save and its payment check.
 * Server behaviour and error codes: apps/api/src/products/accident/README.md.
 */

/** The page the application comes from; each presets the wizard (libs/products-personal/src/accident/README.md). */
export const ACCIDENT_AUDIENCES = ['general', 'driver', 'student', 'teacher', 'foreign'] as const;
export type AccidentAudience = (typeof ACCIDENT_AUDIENCES)[number];

const OneLine = (min: number, max: number, description: string) =>
  Type.String({ minLength: min, maxLength: max, pattern: '^[^\\u0000-\\u001f\\u007f]*$', description });

/** A resident insured: found in the person registry by passport and birthday (names come from there). */
export const AccidentResident = Type.Object(
  {
    seria: Type.String({ pattern: '^[A-Z]{2}$', description: 'passport series', examples: ['AA'] }),
    number: Type.String({ pattern: '^[0-9]{7}$', description: 'passport number', examples: ['1234567'] }),
    birthday: DateInput,
  },
  { additionalProperties: false },
);

/** A foreign citizen: foreign passport, names in Latin letters, citizenship (ISO 3166-1 alpha-2, not UZ). */
export const AccidentForeigner = Type.Object(
  {
    passport: Type.String({
      pattern: '^[A-Z0-9]{5,12}$',
      description: 'foreign passport number as printed, letters and digits',
      examples: ['C01X00T47'],
    }),
    first_name: Type.String({ pattern: "^[A-Za-z][A-Za-z' -]{0,49}$", examples: ['JOHN'] }),
    last_name: Type.String({ pattern: "^[A-Za-z][A-Za-z' -]{0,49}$", examples: ['SMITH'] }),
    citizenship: Type.String({ pattern: '^[A-Z]{2}$', examples: ['DE'] }),
    birthday: DateInput,
  },
  { additionalProperties: false },
);

/** `POST /accident_sayt/save`. Unknown keys are refused (additionalProperties: false). */
export const AccidentCreateContractRequest = Type.Object(
  {
    audience: Type.Union(
      ACCIDENT_AUDIENCES.map((a) => Type.Literal(a)),
      { description: 'the page: accident, accident-driver, -student, -teacher, -foreign' },
    ),
    start_date: DateInput,
    insurance_amount: Type.Integer({
      minimum: 1,
      maximum: 1_000_000_000,
      description: 'sum insured per person, UZS: one of the listed sums (1 000 000 by default)',
      examples: [1_000_000],
    }),
    /** Residents on every page but the foreign one, foreigners there. */
    insureds: Type.Array(Type.Union([AccidentResident, AccidentForeigner]), { minItems: 1, maxItems: 10 }),
    payer: Type.Object(
      {
        is_insured: Type.Boolean({ description: 'the payer is the first insured person' }),
        seria: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
        number: Type.Optional(Type.String({ pattern: '^[0-9]{7}$' })),
        birthday: Type.Optional(DateInput),
        phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }),
      },
      { additionalProperties: false },
    ),
    vehicle_number: Type.Optional(
      Type.String({
        pattern: '^[0-9A-Za-z -]{6,12}$',
        description: 'driver page: the plate',
        examples: ['01A123BC'],
      }),
    ),
    institution: Type.Optional(OneLine(3, 200, 'student and teacher pages: the institution as printed')),
    amount_uzs: AmountSeen(
      'the total the customer saw (amount x insureds x 5 / 1000); checked by the server (422)',
    ),
  },
  { $id: 'AccidentCreateContractRequest', additionalProperties: false },
);
export type AccidentCreateContractRequest = Static<typeof AccidentCreateContractRequest>;

/**
 * The save's refusals besides the kit's `price_mismatch`: `person_not_found` (422, `response.key` = the
 * insured's index + 1, 0 for the payer), `vehicle_not_found` (422, driver page), `validation` (400).
 */
export type AccidentErrorCode = 'validation' | 'person_not_found' | 'payer_not_found' | 'vehicle_not_found';

/**
 * The accident endpoints (`saleEndpoints`): the save (its answer adds the sum and the head count; a
 * `person_not_found` refusal names the insured in `response.key`) and the check (any of the five pages' contracts).
 */
export const ACCIDENT_ENDPOINTS = saleEndpoints(
  ACCIDENT_PATHS,
  'Accident',
  AccidentCreateContractRequest,
  ['person_not_found', 'payer_not_found', 'vehicle_not_found'],
  {
    answer: {
      insurance_amount: Type.Integer({ description: 'sum insured per person, UZS' }),
      insureds: Type.Integer({ description: 'number of insured persons' }),
    },
    refusal: { response: Type.Optional(Type.Object({ key: Type.Integer() })) },
  },
);

export const AccidentCreateContractResponse = ACCIDENT_ENDPOINTS.save.schema.response[200];
export type AccidentCreateContractResponse = Static<typeof AccidentCreateContractResponse>;
export const AccidentCheckResponse = ACCIDENT_ENDPOINTS.check.schema.response[200];
export type AccidentCheckResponse = Static<typeof AccidentCheckResponse>;
