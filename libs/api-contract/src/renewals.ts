import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody, insurerSuccess, LangHeader } from './common';
import { endpoint } from './endpoint';
import { RENEWAL_PATHS } from './paths';
import { SaleEmail } from './sale';

/**
 * Renewal reminders and the one-tap renewal (issue 23). A job sends an SMS 14 and 3 days before a policy ends, in
 * the language it was bought in, with `/{lang}/prolong/{token}`: a signed token that opens that policy only, until
 * 30 days after its end. The offer is the old application with a new period and a fresh server price; the renewal
 * is a new contract made from it by the product's own rules, paid like any other.
 */

/** The token of `/{lang}/prolong/{token}`: the contract (base 36), the expiry (base 36), the signature. */
const RenewalToken = Type.String({
  pattern: '^[0-9a-z]{1,8}\\.[0-9a-z]{1,8}\\.[A-Za-z0-9_-]{32}$',
  description: 'the signed token of a reminder or of the cabinet',
});

export const RenewalParams = Type.Object({ token: RenewalToken }, { $id: 'RenewalParams' });
export type RenewalParams = Static<typeof RenewalParams>;

/** The new period a trip's renewal asks for (travel: the trip's dates); other products start the day after. */
const PeriodQuery = {
  start_date: Type.Optional(DateInput),
  end_date: Type.Optional(DateInput),
};

export const RenewalQuery = Type.Object(PeriodQuery, { $id: 'RenewalQuery', additionalProperties: false });
export type RenewalQuery = Static<typeof RenewalQuery>;

const IsoDate = Type.String({ description: 'YYYY-MM-DD', examples: ['2027-11-27'] });

/** A printed fact of the policy, in the `lang` header's language (no document numbers, no names). */
const RenewalFact = Type.Object({ label: Type.String(), value: Type.String() });

/** Why the product's rules refuse the renewal today (a registry refusal, an age limit): said where it belongs. */
export const RenewalRefusal = Type.Object({
  code: Type.String({ examples: ['person_not_found', 'renewal_not_offered', 'validation'] }),
  message: Type.String({ description: 'in the `lang` header language when the product says it in words' }),
  field: Type.Optional(Type.String({ description: "the save body's field it concerns (JSON pointer)" })),
});
export type RenewalRefusal = Static<typeof RenewalRefusal>;

export const RenewalOffer = insurerSuccess('RenewalOffer', {
  product: Type.String({ description: 'product key', examples: ['kasko'] }),
  product_name: Type.String({ description: 'in the language of the `lang` header' }),
  policy: Type.Object({
    series: Type.String(),
    number: Type.String(),
    valid_from: IsoDate,
    valid_to: IsoDate,
  }),
  holder: Type.String({
    description: "masked (an initial and the first name), in full for the holder's session",
    examples: ['K. Alisher'],
  }),
  phone: Type.String({
    description: "masked, in full for the holder's session",
    examples: ['+998 90 *** ** 67'],
  }),
  revealed: Type.Boolean({
    description:
      "the caller's cabinet session (an SMS code to the policy's phone) holds the policy: holder, phone and e-mail " +
      'are answered in full',
  }),
  facts: Type.Array(RenewalFact),
  asks_dates: Type.Boolean({
    description:
      'the customer gives the new period (a trip): start_date and end_date, here and in the renewal',
  }),
  period: Type.Union([Type.Object({ start_date: IsoDate, end_date: IsoDate }), Type.Null()], {
    description: 'the new period; null while a trip has no dates yet',
  }),
  amount_uzs: Type.Union([Type.Integer(), Type.Null()], {
    description: "the server's total of the renewal today; null while dates are asked or the rules refuse",
  }),
  previous_amount_uzs: Type.Integer(),
  refusal: Type.Union([RenewalRefusal, Type.Null()]),
  renewed: Type.Union([Type.Object({ series: Type.String(), number: Type.String() }), Type.Null()], {
    description: 'the paid policy that already renews this one',
  }),
  email: Type.Union([Type.String({ description: 'masked' }), Type.Null()], {
    description:
      "where the renewed policy is mailed unless the renewal names another (the old one's address)",
  }),
  reminders: Type.Boolean({ description: "whether reminders are on for the policy's phone" }),
});
export type RenewalOffer = Static<typeof RenewalOffer>;

export const RenewRequest = Type.Object(
  {
    amount_uzs: Type.Integer({ minimum: 0, description: 'the total the customer saw (the offer)' }),
    ...PeriodQuery,
    email: Type.Optional(SaleEmail),
  },
  { $id: 'RenewRequest', additionalProperties: false },
);
export type RenewRequest = Static<typeof RenewRequest>;

export const RenewResponse = insurerSuccess('RenewResponse', {
  contract_id: Type.Integer(),
  order_id: Type.String(),
  payme_url: Type.String(),
  click_url: Type.String(),
  amount_uzs: Type.Integer({ description: "the server's total, UZS" }),
  start_date: IsoDate,
  end_date: IsoDate,
});
export type RenewResponse = Static<typeof RenewResponse>;

/** 422 of a renewal: the product's refusal (its code; `field` when it names one) or `price_mismatch`. */
export const RenewRefused = Type.Object(
  {
    ...ErrorBody.properties,
    field: Type.Optional(Type.String()),
    amount_uzs: Type.Optional(Type.Integer({ description: "price_mismatch: the server's total" })),
  },
  { $id: 'RenewRefused' },
);
export type RenewRefused = Static<typeof RenewRefused>;

export const RemindersRequest = Type.Object(
  { enabled: Type.Boolean() },
  { $id: 'RemindersRequest', additionalProperties: false },
);
export type RemindersRequest = Static<typeof RemindersRequest>;

export const RemindersResponse = insurerSuccess('RemindersResponse', { reminders: Type.Boolean() });
export type RemindersResponse = Static<typeof RemindersResponse>;

const TOKEN_ERRORS = ['renewal_not_found', 'renewal_expired'] as const;

export const RENEWAL_ENDPOINTS = {
  offer: endpoint(
    RENEWAL_PATHS.offer,
    {
      params: RenewalParams,
      querystring: RenewalQuery,
      headers: LangHeader,
      response: { 200: RenewalOffer },
    },
    ['validation', ...TOKEN_ERRORS],
  ),
  renew: endpoint(
    RENEWAL_PATHS.renew,
    {
      params: RenewalParams,
      body: RenewRequest,
      headers: LangHeader,
      response: { 200: RenewResponse, 409: ErrorBody, 422: RenewRefused },
    },
    ['validation', ...TOKEN_ERRORS, 'already_renewed', 'renewal_not_offered', 'price_mismatch'],
  ),
  reminders: endpoint(
    RENEWAL_PATHS.reminders,
    { params: RenewalParams, body: RemindersRequest, response: { 200: RemindersResponse } },
    ['validation', ...TOKEN_ERRORS],
  ),
  cabinetReminders: endpoint(RENEWAL_PATHS.cabinetReminders, { response: { 200: RemindersResponse } }, [
    'unauthorized',
  ]),
  setCabinetReminders: endpoint(
    RENEWAL_PATHS.setCabinetReminders,
    { body: RemindersRequest, response: { 200: RemindersResponse } },
    ['validation', 'unauthorized'],
  ),
} as const;
