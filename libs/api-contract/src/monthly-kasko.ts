import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, insurerSuccess } from './common';
import { MINI_KASKO_SAVE_CODES, MiniKaskoCreateContractRequest } from './mini-kasko';
import { PriceMismatchBody } from './sale';
import { ContractCheckResponse } from './payments';
import { endpoint } from './endpoint';
import { MONTHLY_KASKO_PATHS } from './paths';

/*
 * Monthly mini KASKO (webview `mobile/monthly-kasko`): mini KASKO's programs paid month by month from a saved
 * card. Server behaviour, the charge job and error codes: apps/api/src/products/monthly-kasko/README.md.
 */

/** `POST /monthly-kasko/save`: the mini KASKO application; `amount_uzs` is one month's premium. */
export const MonthlyKaskoSaveRequest = Type.Object(MiniKaskoCreateContractRequest.properties, {
  $id: 'MonthlyKaskoSaveRequest',
  additionalProperties: false,
});
export type MonthlyKaskoSaveRequest = Static<typeof MonthlyKaskoSaveRequest>;

const MonthlyKaskoSaveResponse = insurerSuccess('MonthlyKaskoSaveResponse', {
  contract_id: Type.Integer(),
  order_id: Type.String(),
  payme_url: Type.String(),
  click_url: Type.String(),
  amount_uzs: Type.Integer({
    description: "one month's premium, UZS (the first month is charged at purchase)",
  }),
  liability: Type.Integer({ description: 'cover of the chosen program, UZS' }),
});

export type MonthlyKaskoErrorCode =
  'unknown_program' | 'vehicle_not_found' | 'restricted_model' | 'person_not_found' | 'validation';

const MonthlyKaskoRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'MonthlyKaskoRefusal' });

/** `POST /monthly-kasko/status` (and the check's ids): both ids, so a guessed sequential id opens nothing. */
export const MonthlyKaskoIds = Type.Object(
  {
    contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { $id: 'MonthlyKaskoIds', additionalProperties: false },
);
export type MonthlyKaskoIds = Static<typeof MonthlyKaskoIds>;

export const MonthlyKaskoCharge = Type.Object(
  {
    period: Type.Integer({ description: 'the month, 1 = bought' }),
    attempt: Type.Integer(),
    status: Type.Union([
      Type.Literal('processing'),
      Type.Literal('charged'),
      Type.Literal('declined'),
      Type.Literal('expired'),
    ]),
    amount_uzs: Type.Integer(),
    at: Type.String({ description: 'ISO instant' }),
  },
  { $id: 'MonthlyKaskoCharge' },
);
export type MonthlyKaskoCharge = Static<typeof MonthlyKaskoCharge>;

export const MonthlyKaskoStatus = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('active'),
    Type.Literal('retrying'),
    Type.Literal('lapsed'),
    Type.Literal('cancelled'),
  ],
  {
    description: 'pending: first month not paid; retrying: a charge failed, tried again; lapsed: cover ended',
  },
);

export const MonthlyKaskoPlanResponse = insurerSuccess('MonthlyKaskoPlanResponse', {
  status: MonthlyKaskoStatus,
  amount_uzs: Type.Integer({ description: 'charged each month' }),
  periods_paid: Type.Integer(),
  paid_through: Type.Union([Type.String(), Type.Null()], { description: 'the last covered day, DD.MM.YYYY' }),
  next_charge_date: Type.Union([Type.String(), Type.Null()], { description: 'DD.MM.YYYY; null when lapsed' }),
  card_number: Type.Union([Type.String(), Type.Null()], { description: 'masked' }),
  history: Type.Array(MonthlyKaskoCharge),
});
export type MonthlyKaskoPlanResponse = Static<typeof MonthlyKaskoPlanResponse>;

/** The monthly mini KASKO endpoints: the save (mini KASKO's refusals), the check and the plan's status. */
export const MONTHLY_KASKO_ENDPOINTS = {
  save: endpoint(
    MONTHLY_KASKO_PATHS.save,
    { body: MonthlyKaskoSaveRequest, response: { 200: MonthlyKaskoSaveResponse, 422: MonthlyKaskoRefusal } },
    MINI_KASKO_SAVE_CODES,
  ),
  check: endpoint(
    MONTHLY_KASKO_PATHS.check,
    { body: MonthlyKaskoIds, response: { 200: ContractCheckResponse } },
    ['validation', 'contract_not_found'],
  ),
  status: endpoint(
    MONTHLY_KASKO_PATHS.status,
    { body: MonthlyKaskoIds, response: { 200: MonthlyKaskoPlanResponse } },
    ['validation', 'contract_not_found'],
  ),
};
