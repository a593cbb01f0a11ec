import { Type, type Static } from '@sinclair/typebox';
import { CabinetBusinessRequest } from './site-requests';
import { ErrorBody } from './common';
import { CabinetClaimDetail, CabinetUser, TokenHeaders } from './cabinet';
import { endpoint } from './endpoint';
import { MY_DATA_PATHS } from './paths';
import { SavedPerson, SavedVehicle } from './saved';

/**
 * The customer's data (issue 27): what the insurer keeps about the session's customer, as a summary and as one
 * JSON file; the consents given, with their dates, withdrawn where the law allows; the devices logged in, each
 * ended on its own; and the account's deletion, which keeps what insurance law requires (issued policies,
 * payments, claims) detached from the login. Only the owner's session reaches any of it: 401 without one, and an
 * id of another customer's (a session) is the same 404 as a missing one.
 */

const Iso = Type.String({ description: 'ISO 8601 instant', examples: ['2026-11-27T10:15:00.000Z'] });
const NullableIso = Type.Union([Iso, Type.Null()]);

/**
 * `offer`: the public offer accepted at each purchase (one per policy; not withdrawable: that is cancelling the
 * policy). `reminders`: renewal reminders by SMS. `marketing`: news and offers (off until given).
 * `saved_others`: keeping other people's data among the saved people (withdrawing it deletes them).
 */
export const CONSENT_KINDS = ['offer', 'reminders', 'marketing', 'saved_others'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** The consents the cabinet gives by a button (saving another person gives `saved_others`; buying, `offer`). */
export const GIVABLE_CONSENTS = ['reminders', 'marketing'] as const;

const Kind = Type.Union(
  CONSENT_KINDS.map((k) => Type.Literal(k)),
  { description: CONSENT_KINDS.join(', ') },
);

export const ConsentPolicy = Type.Object(
  {
    contract_id: Type.Integer({
      description: 'the policy page of the cabinet: dashboard/policies/{contract_id}',
    }),
    product: Type.String({ examples: ['osago'] }),
    policy_series: Type.String(),
    policy_number: Type.String(),
  },
  { $id: 'ConsentPolicy' },
);
export type ConsentPolicy = Static<typeof ConsentPolicy>;

export const Consent = Type.Object(
  {
    kind: Kind,
    /** Whether the consent holds now. */
    active: Type.Boolean(),
    given_at: Type.Union([Iso, Type.Null()], { description: 'null: never given' }),
    withdrawn_at: Type.Union([Iso, Type.Null()], { description: 'set while withdrawn' }),
    /** Whether the cabinet may withdraw it (false for the offer of an issued policy). */
    withdrawable: Type.Boolean(),
    /** The offer's policy; null for the other kinds. */
    policy: Type.Union([ConsentPolicy, Type.Null()]),
  },
  { $id: 'Consent' },
);
export type Consent = Static<typeof Consent>;

export const ConsentList = Type.Object(
  {
    consents: Type.Array(Consent),
    /** Saved people deleted with the `saved_others` consent (its withdrawal only). */
    removed_people: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'ConsentList' },
);
export type ConsentList = Static<typeof ConsentList>;

export const ConsentParams = Type.Object({ kind: Kind }, { $id: 'ConsentParams' });
export type ConsentParams = Static<typeof ConsentParams>;

export const GiveConsentParams = Type.Object(
  { kind: Type.Union(GIVABLE_CONSENTS.map((k) => Type.Literal(k))) },
  { $id: 'GiveConsentParams' },
);

/** A device logged in: browser and system named from its user agent only (no place, no address kept). */
export const DeviceSession = Type.Object(
  {
    id: Type.Integer(),
    browser: Type.Union([Type.String(), Type.Null()], { examples: ['Chrome 120'] }),
    system: Type.Union([Type.String(), Type.Null()], { examples: ['Android 14'] }),
    /** The session of the request itself. */
    current: Type.Boolean(),
    created_at: Iso,
    last_used_at: NullableIso,
    expires_at: Iso,
  },
  { $id: 'DeviceSession' },
);
export type DeviceSession = Static<typeof DeviceSession>;

export const DeviceSessionList = Type.Object(
  { sessions: Type.Array(DeviceSession) },
  { $id: 'DeviceSessionList' },
);
export type DeviceSessionList = Static<typeof DeviceSessionList>;

export const SessionParams = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { $id: 'SessionParams' });

const Count = Type.Integer({ minimum: 0 });

export const MyDataCounts = Type.Object(
  {
    saved_people: Count,
    saved_vehicles: Count,
    policies: Count,
    claims: Count,
    business_requests: Count,
    consents: Count,
    sessions: Count,
  },
  { $id: 'MyDataCounts' },
);
export type MyDataCounts = Static<typeof MyDataCounts>;

export const MyDataSummary = Type.Object(
  { account_created_at: Iso, counts: MyDataCounts },
  { $id: 'MyDataSummary' },
);
export type MyDataSummary = Static<typeof MyDataSummary>;

const Facts = Type.Record(Type.String(), Type.Unknown(), {
  description: "the product's facts of the contract, as the sale recorded them",
});

export const ExportedPolicy = Type.Object({
  contract: Type.Object({
    id: Type.Integer(),
    product: Type.String(),
    status: Type.String(),
    amount_uzs: Type.Number(),
    phone: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    holder_name: Type.Union([Type.String(), Type.Null()]),
    start_date: Type.Union([Type.String(), Type.Null()]),
    end_date: Type.Union([Type.String(), Type.Null()]),
    created_at: Iso,
    paid_at: NullableIso,
    details: Facts,
    /** The body of the sale (the product kit keeps it for renewals), with its personal fields in full. */
    sale: Type.Union([Facts, Type.Null()]),
  }),
  policy: Type.Object({
    series: Type.String(),
    number: Type.String(),
    issued_at: Iso,
  }),
  payments: Type.Array(
    Type.Object({
      provider: Type.String({ examples: ['payme', 'click'] }),
      amount_uzs: Type.Number(),
      state: Type.String(),
      created_at: Type.String(),
    }),
  ),
});
export type ExportedPolicy = Static<typeof ExportedPolicy>;

export const ExportedSession = Type.Omit(DeviceSession, ['current']);

export const MyDataExport = Type.Object(
  {
    format: Type.Literal('polis-my-data/1'),
    exported_at: Iso,
    account: Type.Intersect([
      CabinetUser,
      Type.Object({
        pinfl: Type.Union([Type.String(), Type.Null()]),
        created_at: Iso,
        registered_at: NullableIso,
      }),
    ]),
    saved_people: Type.Array(SavedPerson),
    saved_vehicles: Type.Array(SavedVehicle),
    policies: Type.Array(ExportedPolicy),
    claims: Type.Array(CabinetClaimDetail),
    business_requests: Type.Array(CabinetBusinessRequest),
    consents: Type.Array(Consent),
    sessions: Type.Array(ExportedSession),
  },
  { $id: 'MyDataExport' },
);
export type MyDataExport = Static<typeof MyDataExport>;

export const DeleteAccountRequest = Type.Object(
  {
    confirm: Type.Literal(true, { description: 'the customer confirmed on the screen that says what stays' }),
  },
  { $id: 'DeleteAccountRequest', additionalProperties: false },
);
export type DeleteAccountRequest = Static<typeof DeleteAccountRequest>;

export const AccountDeleted = Type.Object(
  {
    removed: Type.Object({
      saved_people: Count,
      saved_vehicles: Count,
      sessions: Count,
      consents: Count,
    }),
    /** Kept as insurance law requires, detached from the login. */
    kept: Type.Object({ policies: Count, claims: Count }),
  },
  { $id: 'AccountDeleted' },
);
export type AccountDeleted = Static<typeof AccountDeleted>;

const SESSION = ['token_required', 'token_invalid'] as const;

export const MY_DATA_ENDPOINTS = {
  summary: endpoint(MY_DATA_PATHS.summary, { headers: TokenHeaders, response: { 200: MyDataSummary } }, [
    ...SESSION,
  ]),
  exportFile: endpoint(MY_DATA_PATHS.exportFile, { headers: TokenHeaders, response: { 200: MyDataExport } }, [
    ...SESSION,
  ]),
  consents: endpoint(MY_DATA_PATHS.consents, { headers: TokenHeaders, response: { 200: ConsentList } }, [
    ...SESSION,
  ]),
  giveConsent: endpoint(
    MY_DATA_PATHS.giveConsent,
    { headers: TokenHeaders, params: GiveConsentParams, response: { 200: ConsentList } },
    ['validation', ...SESSION],
  ),
  withdrawConsent: endpoint(
    MY_DATA_PATHS.withdrawConsent,
    { headers: TokenHeaders, params: ConsentParams, response: { 200: ConsentList, 409: ErrorBody } },
    ['validation', ...SESSION, 'offer_not_withdrawable'],
  ),
  sessions: endpoint(
    MY_DATA_PATHS.sessions,
    { headers: TokenHeaders, response: { 200: DeviceSessionList } },
    [...SESSION],
  ),
  endSession: endpoint(
    MY_DATA_PATHS.endSession,
    { headers: TokenHeaders, params: SessionParams, response: { 204: Type.Null(), 404: ErrorBody } },
    ['validation', ...SESSION, 'session_not_found'],
  ),
  deleteAccount: endpoint(
    MY_DATA_PATHS.deleteAccount,
    { headers: TokenHeaders, body: DeleteAccountRequest, response: { 200: AccountDeleted } },
    ['validation', ...SESSION],
  ),
} as const;
