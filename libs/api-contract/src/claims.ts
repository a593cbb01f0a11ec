import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, insurerSuccess } from './common';
import { CabinetClaimResponse, CabinetCodeSent, CabinetFailure } from './cabinet';
import { endpoint } from './endpoint';
import { CLAIM_PATHS } from './paths';
import { POLICY_STATUSES } from './payments';

/**
 * Claims online (issue 23): a policyholder from the cabinet, or anyone (a victim of a liability cover) after an
 * SMS code, files an insured event on a policy named by series and number (OSAGO: or the at-fault car's plate).
 * What the claimant gives is the product's claim form, one of the kinds below; the API answers it with the
 * policy look-up, so the front end renders the fields it names and never keeps a form per page.
 */

/** The kinds of claim form; each product names one (apps/api/src/contracts/products.ts). */
const CLAIM_FORM_KINDS = ['vehicle', 'travel', 'property', 'medical', 'documents'] as const;
export type ClaimFormKind = (typeof CLAIM_FORM_KINDS)[number];

/** Text fields a form may name. `event_date` and `description` are in every form. */
const CLAIM_TEXT_FIELDS = [
  'event_date',
  'event_time',
  'place',
  'other_plate',
  'country',
  'description',
] as const;
export type ClaimTextField = (typeof CLAIM_TEXT_FIELDS)[number];

/** File groups: `photo_1`..`photo_4` are the parts of the group `photo` in the multipart body. */
const CLAIM_FILE_GROUPS = ['photo', 'document', 'medical'] as const;
export type ClaimFileGroupName = (typeof CLAIM_FILE_GROUPS)[number];
const CLAIM_FILES_PER_GROUP = 4;

interface ClaimFormField {
  readonly name: ClaimTextField;
  readonly required: boolean;
}
export interface ClaimFileGroup {
  readonly name: ClaimFileGroupName;
  /** At least one file of the group is required. */
  readonly required: boolean;
  readonly max: number;
  readonly accept: string[];
}
export interface ClaimForm {
  readonly kind: ClaimFormKind;
  readonly fields: ClaimFormField[];
  readonly files: ClaimFileGroup[];
}

const IMAGES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const DOCUMENTS = [...IMAGES, 'application/pdf'] as const;
const field = (name: ClaimTextField, required = true): ClaimFormField => ({ name, required });
const files = (name: ClaimFileGroupName, accept: readonly string[], required = true): ClaimFileGroup => ({
  name,
  required,
  max: CLAIM_FILES_PER_GROUP,
  accept: [...accept],
});

/** What each kind of form asks (issue 23: OSAGO/KASKO, travel, property, accident/kids/sport). */
export const CLAIM_FORMS: Readonly<Record<ClaimFormKind, ClaimForm>> = {
  vehicle: {
    kind: 'vehicle',
    fields: [
      field('event_date'),
      field('event_time', false),
      field('place'),
      field('other_plate', false),
      field('description'),
    ],
    files: [files('photo', IMAGES), files('document', DOCUMENTS)],
  },
  travel: {
    kind: 'travel',
    fields: [field('event_date'), field('country'), field('description')],
    files: [files('medical', DOCUMENTS)],
  },
  property: {
    kind: 'property',
    fields: [field('event_date'), field('place'), field('description')],
    files: [files('photo', IMAGES), files('document', DOCUMENTS, false)],
  },
  medical: {
    kind: 'medical',
    fields: [field('event_date'), field('place', false), field('description')],
    files: [files('medical', DOCUMENTS)],
  },
  documents: {
    kind: 'documents',
    fields: [field('event_date'), field('description')],
    files: [files('document', DOCUMENTS)],
  },
};

/** The multipart field names of the file parts: photo_1..photo_4, document_1.., medical_1.. */
export const CLAIM_FILE_FIELDS = CLAIM_FILE_GROUPS.flatMap((group) =>
  Array.from({ length: CLAIM_FILES_PER_GROUP }, (_, i) => `${group}_${i + 1}`),
);

const PAYOUT_METHODS = ['card', 'account'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

const Phone = Type.String({
  maxLength: 20,
  pattern: '^\\+?[0-9 ()-]{9,19}$',
  description: '998XXXXXXXXX (spaces, +, - and () ignored) or the 9 digits after 998',
  examples: ['998901234567'],
});

/** How a claimant names the policy: series and number, or (OSAGO only) the plate of the at-fault car. */
const PolicyNaming = {
  policy_series: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,6}$', examples: ['EIOO'] })),
  policy_number: Type.Optional(
    Type.String({
      pattern: '^([A-Za-z]{2,6} ?)?[0-9]{1,10}$',
      description: 'the number, or series and number as printed (`EIOO 0000004`)',
      examples: ['0000001'],
    }),
  ),
  plate: Type.Optional(
    Type.String({
      pattern: '^[0-9A-Za-z ]{4,12}$',
      description: "OSAGO: the at-fault car's plate (its policy in force on the event's date)",
      examples: ['01A123BC'],
    }),
  ),
};

const ClaimPolicyRequest = Type.Object(
  {
    ...PolicyNaming,
    event_date: Type.Optional(
      Type.String({
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        description: 'with a plate: the policy in force on this day (default today)',
      }),
    ),
  },
  { $id: 'ClaimPolicyRequest', additionalProperties: false },
);

const FormField = Type.Object({
  name: Type.Union(CLAIM_TEXT_FIELDS.map((n) => Type.Literal(n))),
  required: Type.Boolean(),
});
const FileGroup = Type.Object({
  name: Type.Union(CLAIM_FILE_GROUPS.map((n) => Type.Literal(n))),
  required: Type.Boolean(),
  max: Type.Integer(),
  accept: Type.Array(Type.String()),
});
const ClaimFormSchema = Type.Object(
  {
    kind: Type.Union(CLAIM_FORM_KINDS.map((k) => Type.Literal(k))),
    fields: Type.Array(FormField),
    files: Type.Array(FileGroup),
  },
  { $id: 'ClaimForm' },
);

/** What a claimant learns of a policy: enough to recognise it, nothing personal (the holder masked). */
export const ClaimPolicy = Type.Object(
  {
    policy_number: Type.String({ description: 'series and number', examples: ['EIOO 0000012'] }),
    product: Type.String({ examples: ['osago'] }),
    product_name: Type.String({ description: 'in the language of the `lang` header' }),
    holder: Type.String({ description: 'masked: "K*** A***"' }),
    valid_from: Type.String({ description: 'YYYY-MM-DD' }),
    valid_to: Type.String({ description: 'YYYY-MM-DD, inclusive' }),
    status: Type.Union(POLICY_STATUSES.map((s) => Type.Literal(s))),
    liability: Type.Boolean({ description: 'OSAGO, OSGOP, OSGOR: the claimant is usually the victim' }),
    claim_period_days: Type.Integer({
      description: 'a claim is filed at most this many days after the event',
    }),
    form: ClaimFormSchema,
  },
  { $id: 'ClaimPolicy' },
);
export type ClaimPolicy = Static<typeof ClaimPolicy>;

export const ClaimPolicyResponse = insurerSuccess('ClaimPolicyResponse', { data: ClaimPolicy });
export type ClaimPolicyResponse = Static<typeof ClaimPolicyResponse>;

const ClaimCodeRequest = Type.Object(
  { phone: Phone, ...PolicyNaming },
  { $id: 'ClaimCodeRequest', additionalProperties: false },
);

const ClaimCodeVerifyRequest = Type.Object(
  {
    phone: Phone,
    code: Type.String({ pattern: '^[0-9]{6}$', description: 'the six digits of the SMS' }),
  },
  { $id: 'ClaimCodeVerifyRequest', additionalProperties: false },
);

export const ClaimantSession = insurerSuccess('ClaimantSession', {
  token: Type.String({ description: 'X-Auth-Token of the claim calls only (file, list, add files)' }),
  expires_at: Type.String({ description: 'ISO moment the claimant session ends (24 hours)' }),
});
export type ClaimantSession = Static<typeof ClaimantSession>;

const ClaimCodeVerifyResponse = Type.Union([ClaimantSession, CabinetFailure], {
  $id: 'ClaimCodeVerifyResponse',
});

const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });
const FilePart = Type.Optional(
  Type.String({ description: 'file part (JPEG, PNG, WebP or PDF, at most 5 MB)' }),
);

/**
 * `POST /shaxsiy_kabinet/client-claims`, multipart/form-data: the policy, the event, the payout and the files
 * the product's form names (`photo_1`.., `document_1`.., `medical_1`..). Fields the form does not name are
 * refused (400 validation), so a claim never carries what nobody asked for.
 */
export const FileClaimRequest = Type.Object(
  {
    ...PolicyNaming,
    contract_id: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,10}$', description: 'from the cabinet: a contract of the session' }),
    ),
    event_date: Type.String({
      pattern: '^([0-9]{2}\\.[0-9]{2}\\.[0-9]{4}|[0-9]{4}-[0-9]{2}-[0-9]{2})$',
      description: 'YYYY-MM-DD or DD.MM.YYYY (Tashkent day)',
      examples: ['2026-11-20'],
    }),
    event_time: Type.Optional(
      Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', examples: ['18:15'] }),
    ),
    place: Type.Optional(Text(200)),
    other_plate: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z ]{0,12}$' })),
    country: Type.Optional(Text(80)),
    description: Type.String({ minLength: 10, maxLength: 1000 }),
    payout_method: Type.Union(PAYOUT_METHODS.map((m) => Type.Literal(m))),
    card_number: Type.Optional(Type.String({ pattern: '^[0-9 ]{16,19}$', description: 'payout: card' })),
    bank_account: Type.Optional(Type.String({ pattern: '^[0-9]{20}$', description: 'payout: 20 digits' })),
    bank_mfo: Type.Optional(Type.String({ pattern: '^[0-9]{5}$', description: 'payout: the bank code' })),
    ...Object.fromEntries(CLAIM_FILE_FIELDS.map((name) => [name, FilePart])),
  },
  { $id: 'FileClaimRequest', additionalProperties: false },
);
export type FileClaimRequest = Static<typeof FileClaimRequest>;

const AddClaimFilesRequest = Type.Object(
  Object.fromEntries(CLAIM_FILE_FIELDS.map((name) => [name, FilePart])),
  { $id: 'AddClaimFilesRequest', additionalProperties: false },
);

const TokenHeaders = Type.Object({ 'x-auth-token': Type.Optional(Type.String()) });
const SESSION = ['token_required', 'token_invalid'];
const POLICY_REFUSALS = ['policy_not_found', 'policy_naming'];
/** Why a claim is refused (422 unless said): each has a localised message beside its field in the forms. */
const CLAIM_REFUSALS = [
  'policy_not_paid',
  'policy_not_in_force',
  'event_in_future',
  'claim_period_over',
  'payout_required',
  'field_not_in_form',
  'field_required',
] as const;
export type ClaimRefusal = (typeof CLAIM_REFUSALS)[number];

export const CLAIM_ENDPOINTS = {
  policy: endpoint(
    CLAIM_PATHS.policy,
    { body: ClaimPolicyRequest, response: { 200: ClaimPolicyResponse, 404: ErrorBody } },
    ['validation', 'rate_limited', ...POLICY_REFUSALS],
  ),
  sendCode: endpoint(
    CLAIM_PATHS.sendCode,
    { body: ClaimCodeRequest, response: { 200: CabinetCodeSent, 404: ErrorBody } },
    ['validation', 'invalid_phone', 'rate_limited', ...POLICY_REFUSALS],
  ),
  checkCode: endpoint(
    CLAIM_PATHS.checkCode,
    { body: ClaimCodeVerifyRequest, response: { 200: ClaimCodeVerifyResponse } },
    ['validation', 'invalid_phone', 'wrong_code', 'code_locked', 'code_expired'],
  ),
  file: endpoint(
    CLAIM_PATHS.file,
    {
      headers: TokenHeaders,
      body: FileClaimRequest,
      response: { 200: CabinetClaimResponse, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody },
    },
    [
      ...SESSION,
      'validation',
      ...POLICY_REFUSALS,
      ...CLAIM_REFUSALS,
      'file_too_large',
      'unsupported_file_type',
    ],
  ),
  addFiles: endpoint(
    CLAIM_PATHS.addFiles,
    {
      headers: TokenHeaders,
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
      body: AddClaimFilesRequest,
      response: { 200: CabinetClaimResponse, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody },
    },
    [...SESSION, 'validation', 'claim_not_found', 'claim_not_awaiting_files', 'file_required'],
  ),
  download: endpoint(
    CLAIM_PATHS.download,
    {
      headers: TokenHeaders,
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
      response: {},
    },
    [...SESSION, 'validation', 'file_not_found'],
  ),
};
