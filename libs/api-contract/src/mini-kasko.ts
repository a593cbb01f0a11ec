import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput, ErrorBody, insurerSuccess, Phone } from './common';
import { PriceMismatchBody } from './sale';
import { CheckIpResponse } from './vehicle';
import { GosNumber, TechNumber, TechSery } from './vehicle-fields';
import { ContractCheckNotPaid, ContractCheckPaid } from './payments';
import { endpoint } from './endpoint';
import { MINI_KASKO_PATHS } from './paths';

/*
 * Mini KASKO (spec 001 "Mini kasko"): programs, the car look-up, the save and the policy. Server behaviour
 * and error codes: apps/api/src/products/mini-kasko/README.md.
 */

const LocalisedText = Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() });

export const MiniKaskoTarif = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    name: Type.String({ examples: ['Basic'] }),
    premium: Type.Integer({ description: 'price of the 31-day policy, UZS', examples: [60_000] }),
    liability: Type.Integer({ description: 'cover (sum insured), UZS', examples: [10_000_000] }),
    description: LocalisedText,
  },
  { $id: 'MiniKaskoTarif' },
);
export type MiniKaskoTarif = Static<typeof MiniKaskoTarif>;

/** `GET /minikasko_neo/getPrograms`. */
export const MiniKaskoProgramsResponse = insurerSuccess('MiniKaskoProgramsResponse', {
  tariflar: Type.Array(MiniKaskoTarif),
});
export type MiniKaskoProgramsResponse = Static<typeof MiniKaskoProgramsResponse>;

/**
 * `POST /minikasko_neo/checkCar {gos_number, tech_sery, tech_number}`: the OSAGO vehicle look-up's answer
 * (`OsagoCheckIpResponse`: `status: 1, response: vehicle`, or `error: 1, code: vehicle_not_found`).
 */
export const MiniKaskoCheckCarRequest = Type.Object(
  { gos_number: GosNumber, tech_sery: TechSery, tech_number: TechNumber },
  { $id: 'MiniKaskoCheckCarRequest', additionalProperties: false },
);
export type MiniKaskoCheckCarRequest = Static<typeof MiniKaskoCheckCarRequest>;

/** `POST /minikasko_neo/saqlash`. Unknown keys are dropped (additionalProperties: false). */
export const MiniKaskoCreateContractRequest = Type.Object(
  {
    program_id: Type.Integer({ minimum: 1, maximum: 2147483647, examples: [1] }),
    gos_number: GosNumber,
    tech_sery: TechSery,
    tech_number: TechNumber,
    phone_number: Phone,
    passport: Type.String({
      pattern: '^[A-Za-z]{2}[0-9]{7}$',
      description: 'series (2 letters) and number (7 digits) together; the server splits them',
      examples: ['AA1234567'],
    }),
    birthday: DateInput,
    amount_uzs: AmountSeen(),
  },
  { $id: 'MiniKaskoCreateContractRequest', additionalProperties: false },
);
export type MiniKaskoCreateContractRequest = Static<typeof MiniKaskoCreateContractRequest>;

export const MiniKaskoCreateContractResponse = insurerSuccess('MiniKaskoCreateContractResponse', {
  contract_id: Type.Integer(),
  order_id: Type.String(),
  payme_url: Type.String(),
  click_url: Type.String(),
  amount_uzs: Type.Integer({ description: "the server's premium, UZS" }),
  liability: Type.Integer({ description: 'cover of the chosen program, UZS' }),
});
export type MiniKaskoCreateContractResponse = Static<typeof MiniKaskoCreateContractResponse>;

/** The save's 422 refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type MiniKaskoErrorCode =
  'unknown_program' | 'vehicle_not_found' | 'restricted_model' | 'person_not_found' | 'validation';

/** HTTP 422 of the save: `price_mismatch` (with the server's figure) or one of `MiniKaskoErrorCode`. */
const MiniKaskoRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'MiniKaskoRefusal' });

/**
 * `POST /minikasko_neo/getPolicy {order_id}`: the order id is random, so it opens the application alone;
 * the kit sends `contract_id` too, which must then belong to it.
 */
const MiniKaskoCheckRequest = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
    contract_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  },
  { $id: 'MiniKaskoCheckRequest', additionalProperties: false },
);

/** Paid: the `/sayt/contract/check` answer plus the insurer's `pdf_url, policy_seria, policy_number`. */
export const MiniKaskoPolicy = Type.Object(
  {
    ...ContractCheckPaid.properties,
    pdf_url: Type.String({ description: 'the policy PDF, the same link as `url`' }),
    policy_seria: Type.String({ examples: ['MKAS'] }),
    policy_number: Type.String({ examples: ['0000012'] }),
  },
  { $id: 'MiniKaskoPolicy' },
);
export type MiniKaskoPolicy = Static<typeof MiniKaskoPolicy>;

export const MiniKaskoCheckResponse = Type.Union([MiniKaskoPolicy, ContractCheckNotPaid], {
  $id: 'MiniKaskoCheckResponse',
});
export type MiniKaskoCheckResponse = Static<typeof MiniKaskoCheckResponse>;

/** The mini KASKO endpoints: the programs (a dictionary), the car look-up, the save (refusals above), the policy. */
/** The save's error codes, mini KASKO's and monthly mini KASKO's (one car, one program, one holder). */
export const MINI_KASKO_SAVE_CODES = [
  'validation',
  'price_mismatch',
  'unknown_program',
  'vehicle_not_found',
  'restricted_model',
  'person_not_found',
] as const;

export const MINI_KASKO_ENDPOINTS = {
  programs: endpoint(MINI_KASKO_PATHS.programs, { response: { 200: MiniKaskoProgramsResponse } }),
  checkCar: endpoint(
    MINI_KASKO_PATHS.checkCar,
    { body: MiniKaskoCheckCarRequest, response: { 200: CheckIpResponse } },
    ['validation', 'vehicle_not_found'],
  ),
  save: endpoint(
    MINI_KASKO_PATHS.save,
    {
      body: MiniKaskoCreateContractRequest,
      response: { 200: MiniKaskoCreateContractResponse, 422: MiniKaskoRefusal },
    },
    MINI_KASKO_SAVE_CODES,
  ),
  check: endpoint(
    MINI_KASKO_PATHS.check,
    { body: MiniKaskoCheckRequest, response: { 200: MiniKaskoCheckResponse } },
    ['validation', 'contract_not_found'],
  ),
};
