import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody, insurerSuccess } from './common';
import { PriceMismatchBody } from './sale';
import { ContractCheckNotPaid, ContractCheckPaid } from './payments';
import { endpoint } from './endpoint';
import { OSGOR_PATHS } from './paths';

/*
 * Employer liability (OSGOR, spec 000 "Employer liability"): the calculator, the save and its payment check.
 * Server behaviour and error codes: apps/api/src/products/osgor/README.md.
 */

const Line = (max: number, description?: string) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    pattern: '^[^\\u0000-\\u001f\\u007f]*$',
    ...(description ? { description } : {}),
  });

/** Annual payroll, whole UZS: a number, or its digits (the page shows it with spaces and sends it without). */
export const OsgorFot = Type.Union(
  [Type.Integer({ minimum: 1, maximum: 1_000_000_000_000_000 }), Type.String({ pattern: '^[0-9]{1,18}$' })],
  { description: 'annual payroll (fond oplaty truda), UZS, without spaces', examples: [120_000_000] },
);

/** The risk class rate as a fraction of payroll (class 1: 0.000571 ... class 20: 0.007714; not listed 0.0034). */
export const OsgorRate = Type.Number({ exclusiveMinimum: 0, maximum: 1, examples: [0.000571] });

/** `POST /osgor_neo/calculator`. */
export const OsgorCalculatorRequest = Type.Object(
  { fot: OsgorFot, rate: OsgorRate },
  { $id: 'OsgorCalculatorRequest', additionalProperties: false },
);
export type OsgorCalculatorRequest = Static<typeof OsgorCalculatorRequest>;

export const OsgorCalculatorResponse = insurerSuccess('OsgorCalculatorResponse', {
  premium: Type.Integer({ description: 'fot x rate, whole UZS', examples: [68_520] }),
});
export type OsgorCalculatorResponse = Static<typeof OsgorCalculatorResponse>;

/** `POST /osgor_neo/save` (spec field names). Unknown keys are dropped (additionalProperties: false). */
export const OsgorCreateContractRequest = Type.Object(
  {
    inn: Type.String({ pattern: '^[0-9]{9}$', examples: ['307890123'] }),
    mfo: Type.String({ pattern: '^[0-9]{5}$', examples: ['00491'] }),
    name: Line(300, "ignored: the tax registry's name of the INN is stored"),
    direktor: Line(200, "ignored: the tax registry's director is stored"),
    manzil: Line(300, "ignored: the tax registry's address is stored"),
    oked: Type.String({
      pattern: '^[0-9]{2,5}$',
      description: "the registry's OKED of the INN (422 rate_mismatch for any other)",
    }),
    bankName: Line(200),
    xisob_raqam: Type.String({ pattern: '^[0-9]{20}$', description: 'settlement account' }),
    rate: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1,
      examples: [0.000571],
      description: "the rate of the registry's OKED (422 rate_mismatch for any other)",
    }),
    phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }),
    regionId: Type.Integer({ minimum: 1, maximum: 1000, examples: [1] }),
    fot: OsgorFot,
    premium: Type.Integer({
      minimum: 0,
      maximum: 1_000_000_000_000_000,
      description: 'the premium the customer saw; checked by the server (422 price_mismatch)',
    }),
    start_date: DateInput,
  },
  { $id: 'OsgorCreateContractRequest', additionalProperties: false },
);
export type OsgorCreateContractRequest = Static<typeof OsgorCreateContractRequest>;

export const OsgorCreateContractResponse = insurerSuccess('OsgorCreateContractResponse', {
  id: Type.Integer({ description: 'the contract id' }),
  url_click: Type.String(),
  url_payme: Type.String(),
  contract_id: Type.Integer(),
  order_id: Type.String(),
  premium: Type.Integer({ description: "the server's premium, UZS" }),
  amount_uzs: Type.Integer({ description: "the server's premium, UZS" }),
});
export type OsgorCreateContractResponse = Static<typeof OsgorCreateContractResponse>;

/** The save's refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type OsgorErrorCode = 'validation' | 'company_not_found' | 'rate_mismatch' | 'unknown_region';

/** HTTP 422 of the save: `price_mismatch` with the server's figure, or one of `OsgorErrorCode`. */
export const OsgorRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'OsgorRefusal' });
export type OsgorRefusal = Static<typeof OsgorRefusal>;

/** `POST /osgor/check`: both ids, so a guessed sequential id opens nothing. */
export const OsgorCheckRequest = Type.Object(
  {
    contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { $id: 'OsgorCheckRequest', additionalProperties: false },
);
export type OsgorCheckRequest = Static<typeof OsgorCheckRequest>;

export const OsgorCheckResponse = Type.Union([ContractCheckPaid, ContractCheckNotPaid], {
  $id: 'OsgorCheckResponse',
});
export type OsgorCheckResponse = Static<typeof OsgorCheckResponse>;

/** The OSGOR endpoints: the calculator, the save (400 `validation`, 422 refusals) and the check. */
export const OSGOR_ENDPOINTS = {
  calculate: endpoint(
    OSGOR_PATHS.calculate,
    { body: OsgorCalculatorRequest, response: { 200: OsgorCalculatorResponse } },
    ['validation'],
  ),
  save: endpoint(
    OSGOR_PATHS.save,
    { body: OsgorCreateContractRequest, response: { 200: OsgorCreateContractResponse, 422: OsgorRefusal } },
    ['validation', 'company_not_found', 'unknown_region', 'rate_mismatch', 'price_mismatch'],
  ),
  check: endpoint(OSGOR_PATHS.check, { body: OsgorCheckRequest, response: { 200: OsgorCheckResponse } }, [
    'validation',
    'contract_not_found',
  ]),
};
