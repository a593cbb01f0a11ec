import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ErrorBody, insurerSuccess, LangHeader, OrderCapability } from './common';
import { endpoint } from './endpoint';
import { MERCHANT_PATHS, PAYMENT_PATHS, POLICY_PATHS, type EndpointPath, type HttpMethod } from './paths';

/** Interface languages; the `lang` header of `/contract/get-payment` and the checkout pages use them. */
export const PAYMENT_LANGS = ['uz', 'ru', 'en'] as const;
export const PaymentLang = Type.Union(
  PAYMENT_LANGS.map((lang) => Type.Literal(lang)),
  { $id: 'PaymentLang' },
);
export type PaymentLang = (typeof PAYMENT_LANGS)[number];

/**
 * The interface languages: the payment ones and Uzbek in Cyrillic script (`uz-cyrl`, made from the Uzbek texts).
 * The `lang` header, the stored language of contracts and accounts, and the bodies' `lang` take them; what a
 * payment provider's page is opened in stays a payment language (`paymentLangOf`).
 */
export const INTERFACE_LANGS = [...PAYMENT_LANGS, 'uz-cyrl'] as const;
export const InterfaceLang = Type.Union(INTERFACE_LANGS.map((lang) => Type.Literal(lang)));
export type InterfaceLang = (typeof INTERFACE_LANGS)[number];
/** A provider's checkout knows uz, ru and en: Uzbek in Cyrillic script opens it in Uzbek. */
export const paymentLangOf = (lang: InterfaceLang): PaymentLang => (lang === 'uz-cyrl' ? 'uz' : lang);

const ContractId = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description: 'contract id from the save call',
  examples: [42],
});
const OrderId = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9-]+$',
  description: 'order id from the save call (`P` + yymmdd + `-` + 10 letters)',
  examples: ['P251122-KXMQHTRWAB'],
});
const ReturnUrl = Type.String({
  maxLength: 500,
  description:
    'where the provider page sends the customer back: a path on this origin or a URL on a configured host ' +
    '(PAYMENT_RETURN_HOSTS); default /{lang}/thank-you/{contract_id}?order_id={order_id}',
});

// ---------------------------------------------------------------- contract payment calls (channel credential)

export const PaymentInitializeRequest = Type.Object(
  { contract_id: ContractId, order_id: OrderCapability, return_url: Type.Optional(ReturnUrl) },
  { $id: 'PaymentInitializeRequest' },
);
export type PaymentInitializeRequest = Static<typeof PaymentInitializeRequest>;

export const PaymentInitializeResponse = insurerSuccess('PaymentInitializeResponse', {
  payment_url: Type.String({ description: 'the card payment page (Octo-like sandbox page by default)' }),
});
export type PaymentInitializeResponse = Static<typeof PaymentInitializeResponse>;

export const GetPaymentRequest = Type.Object(
  { contract_id: ContractId, order_id: OrderCapability, return_url: Type.Optional(ReturnUrl) },
  { $id: 'GetPaymentRequest' },
);
export type GetPaymentRequest = Static<typeof GetPaymentRequest>;

export const PAYMENT_PROVIDER_TYPES = ['link', 'card', 'invoice', 'installment'] as const;
export type PaymentProviderType = (typeof PAYMENT_PROVIDER_TYPES)[number];

export const PaymentProvider = Type.Object(
  {
    id: Type.String({ description: 'payme, click, octo, card, invoice, uzum-nasiya', examples: ['payme'] }),
    name: Type.String({ description: 'in the language of the `lang` header' }),
    logo: Type.Optional(Type.String()),
    type: Type.Union(
      PAYMENT_PROVIDER_TYPES.map((t) => Type.Literal(t)),
      {
        description:
          'link: open `url`; card: card subscription (/web/subscription/*); invoice: POST /sayt/payment/payme; ' +
          'installment: /uzumnasiya/*',
      },
    ),
    url: Type.Optional(Type.String({ description: 'for type link: the checkout page of the contract' })),
  },
  { $id: 'PaymentProvider' },
);
export type PaymentProvider = Static<typeof PaymentProvider>;

export const GetPaymentResponse = insurerSuccess('GetPaymentResponse', { data: Type.Array(PaymentProvider) });
export type GetPaymentResponse = Static<typeof GetPaymentResponse>;

/** `/sayt/contract/check` and `/sayt/contract/check-universal`: the order id is required (a bare contract id opens no policy: 400); a contract id beside it must match. */
export const ContractCheckRequest = Type.Object(
  { order_id: Type.Optional(OrderId), contract_id: Type.Optional(ContractId) },
  { $id: 'ContractCheckRequest' },
);
export type ContractCheckRequest = Static<typeof ContractCheckRequest>;

/** `/osago-neo/confirm-check` and `/travel-neo/confirm-check`. */
export const ConfirmCheckRequest = Type.Object({ order_id: OrderId }, { $id: 'ConfirmCheckRequest' });
export type ConfirmCheckRequest = Static<typeof ConfirmCheckRequest>;

export const ContractCheckPaid = Type.Object(
  {
    error: Type.Literal(false),
    check: Type.Literal(true),
    url: Type.String({ description: 'the policy PDF (carries its access token)' }),
    polis_seria: Type.String({ examples: ['EIOO'] }),
    polis_number: Type.String({ examples: ['0000001'] }),
  },
  { $id: 'ContractCheckPaid' },
);
export type ContractCheckPaid = Static<typeof ContractCheckPaid>;

/** Spec 000 section 8: "Payment check error 1: payment_not_made". */
export const ContractCheckNotPaid = Type.Object(
  { error: Type.Literal(1), check: Type.Literal(false), message: Type.Literal('payment_not_made') },
  { $id: 'ContractCheckNotPaid' },
);
export type ContractCheckNotPaid = Static<typeof ContractCheckNotPaid>;

export const ContractCheckResponse = Type.Union([ContractCheckPaid, ContractCheckNotPaid], {
  $id: 'ContractCheckResponse',
});
export type ContractCheckResponse = Static<typeof ContractCheckResponse>;

export const PaymeInvoiceRequest = Type.Object(
  {
    contract_id: ContractId,
    order_id: OrderCapability,
    phone: Type.String({
      maxLength: 20,
      description: '998 + 9 digits, or the 9 digits the invoice form sends (spaces and + are ignored)',
      examples: ['998901234567'],
    }),
  },
  { $id: 'PaymeInvoiceRequest' },
);
export type PaymeInvoiceRequest = Static<typeof PaymeInvoiceRequest>;

export const PaymeInvoiceResponse = insurerSuccess('PaymeInvoiceResponse', {
  phone: Type.String({ description: 'where the SMS went, masked', examples: ['+998 90 *** ** 67'] }),
});
export type PaymeInvoiceResponse = Static<typeof PaymeInvoiceResponse>;

// ---------------------------------------------------------------- policies (public)

export const PolicyPdfQuery = Type.Object(
  { t: Type.Optional(Type.String({ maxLength: 100, description: 'access token from the check answer' })) },
  { $id: 'PolicyPdfQuery' },
);
export type PolicyPdfQuery = Static<typeof PolicyPdfQuery>;

export const PolicyParams = Type.Object(
  {
    series: Type.String({ pattern: '^[A-Z]{2,6}$', examples: ['EIOO'] }),
    number: Type.String({ pattern: '^[0-9]{1,12}$', examples: ['0000001'] }),
  },
  { $id: 'PolicyParams' },
);
export type PolicyParams = Static<typeof PolicyParams>;

/** `cancelled`: the payment was refunded and the policy annulled (Payme CancelTransaction after Perform). */
export const POLICY_STATUSES = ['active', 'pending', 'expired', 'cancelled'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const PolicyVerification = Type.Object(
  {
    valid: Type.Boolean({ description: 'a genuine policy in force today' }),
    product: Type.String({ examples: ['osago'] }),
    status: Type.Union(
      POLICY_STATUSES.map((s) => Type.Literal(s)),
      {
        description: 'pending: starts later; active: in force today; expired; cancelled: annulled (refunded)',
      },
    ),
    valid_from: Type.String({ description: 'YYYY-MM-DD', examples: ['2026-01-15'] }),
    valid_to: Type.String({ description: 'YYYY-MM-DD, inclusive', examples: ['2027-01-14'] }),
    holder: Type.String({ description: 'initials only', examples: ['A*** K***'] }),
    // Mid-term changes (issue 27): the current version and what changed when, once the policy was changed.
    version: Type.Optional(
      Type.Object({
        number: Type.Integer({ minimum: 1 }),
        date: Type.String({ description: 'YYYY-MM-DD (Tashkent) it took effect' }),
      }),
    ),
    history: Type.Optional(
      Type.Array(
        Type.Object({
          number: Type.Integer({ minimum: 1 }),
          change: Type.String({ description: 'issued, add_driver, remove_driver, phone, plate, ...' }),
          summary: Type.String({ description: 'what changed, no names or documents' }),
          date: Type.String({ description: 'YYYY-MM-DD (Tashkent)' }),
        }),
      ),
    ),
  },
  { $id: 'PolicyVerification' },
);
export type PolicyVerification = Static<typeof PolicyVerification>;

// ---------------------------------------------------------------- Payme merchant API (JSON-RPC, Payme calls us)

/** Error codes of the Payme merchant protocol, and the account errors we chose in -31050..-31099. */
export const PAYME_ERROR = {
  wrongAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  contractNotFound: -31050,
  orderBeingPaid: -31051,
  orderAlreadyPaid: -31052,
  orderCancelled: -31053,
  /** The car already has a paid OSAGO policy on these days (another application of it was paid). */
  vehicleAlreadyInsured: -31060,
  notPost: -32300,
  systemError: -32400,
  insufficientPrivileges: -32504,
  invalidRequest: -32600,
  methodNotFound: -32601,
  parseError: -32700,
} as const;
export type PaymeErrorCode = (typeof PAYME_ERROR)[keyof typeof PAYME_ERROR];

export const PAYME_METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
  'ChangePassword',
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

/** 1 created, 2 performed, -1 cancelled before perform, -2 cancelled after perform. */
export type PaymeState = 1 | 2 | -1 | -2;

export interface PaymeMessage {
  ru: string;
  uz: string;
  en: string;
}

export interface PaymeRpcError {
  code: PaymeErrorCode;
  message: PaymeMessage;
  /** For account errors: the account field at fault (`key`). */
  data?: string;
}

export type PaymeRpcId = string | number | null;

export type PaymeRpcResponse<R = unknown> =
  { jsonrpc: '2.0'; id: PaymeRpcId; result: R } | { jsonrpc: '2.0'; id: PaymeRpcId; error: PaymeRpcError };

export interface PaymeAccount {
  /** Our contract id, as the checkout link's `ac.key` carries it. */
  key: string;
}

/** One line of Payme's fiscal receipt (`detail.items[]`): price in tiyin, the MXIK (IKPU) code, 17 digits. */
export interface PaymeReceiptItem {
  title: string;
  price: number;
  count: number;
  code: string;
  package_code: string;
  vat_percent: number;
}

/** Payme's `detail` of CheckPerformTransaction: receipt_type 0 is a sale, 1 a refund. */
export interface PaymeReceiptDetail {
  receipt_type: 0 | 1;
  items: PaymeReceiptItem[];
}

export interface PaymeCheckPerformResult {
  allow: true;
  /** The fiscal receipt Payme prints (issue 27): receipt_type 0 and the contract's item. */
  detail?: PaymeReceiptDetail;
}
export interface PaymeCreateResult {
  create_time: number;
  transaction: string;
  state: 1;
}
export interface PaymePerformResult {
  transaction: string;
  perform_time: number;
  state: 2;
}
export interface PaymeCancelResult {
  transaction: string;
  cancel_time: number;
  state: -1 | -2;
}
export interface PaymeCheckResult {
  create_time: number;
  perform_time: number;
  cancel_time: number;
  transaction: string;
  state: PaymeState;
  reason: number | null;
}
export interface PaymeStatementTransaction extends PaymeCheckResult {
  id: string;
  time: number;
  amount: number;
  account: PaymeAccount;
}
export interface PaymeStatementResult {
  transactions: PaymeStatementTransaction[];
}

// ---------------------------------------------------------------- Click SHOP API (form-encoded, Click calls us)

export const CLICK_ERROR = {
  success: 0,
  signCheckFailed: -1,
  incorrectAmount: -2,
  actionNotFound: -3,
  alreadyPaid: -4,
  orderNotFound: -5,
  transactionNotFound: -6,
  failedToUpdate: -7,
  badRequest: -8,
  cancelled: -9,
} as const;
export type ClickErrorCode = (typeof CLICK_ERROR)[keyof typeof CLICK_ERROR];

/** Fields Click posts to Prepare (action 0); Complete (action 1) adds merchant_prepare_id. All arrive as text. */
export interface ClickPrepareRequest {
  click_trans_id: string;
  service_id: string;
  click_paydoc_id: string;
  merchant_trans_id: string;
  amount: string;
  action: string;
  error: string;
  error_note: string;
  sign_time: string;
  sign_string: string;
}
export interface ClickCompleteRequest extends ClickPrepareRequest {
  merchant_prepare_id: string;
}

export interface ClickPrepareResponse {
  click_trans_id?: number;
  merchant_trans_id?: string;
  merchant_prepare_id?: number;
  error: ClickErrorCode;
  error_note: string;
}
export interface ClickCompleteResponse {
  click_trans_id?: number;
  merchant_trans_id?: string;
  merchant_confirm_id?: number;
  error: ClickErrorCode;
  error_note: string;
}

// ---------------------------------------------------------------- sandbox (not under /api; refused in production)

export const SandboxContractRequest = Type.Object(
  {
    product: Type.String({ maxLength: 40, examples: ['osago'] }),
    amount_uzs: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, examples: [384000] }),
    channel: Type.Optional(Type.String({ maxLength: 20, description: 'default site' })),
    agent_id: Type.Optional(Type.String({ maxLength: 20 })),
    phone: Type.Optional(Type.String({ maxLength: 20, examples: ['998901234567'] })),
    holder_name: Type.Optional(Type.String({ maxLength: 200, examples: ['Aziz Karimov'] })),
    details: Type.Optional(
      Type.Record(
        Type.String({ maxLength: 40 }),
        Type.Union([Type.String({ maxLength: 200 }), Type.Number()]),
        {
          description: 'non-personal facts printed on the policy, e.g. { "plate": "01A123BC" }',
        },
      ),
    ),
    start_date: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
    end_date: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
  },
  { $id: 'SandboxContractRequest' },
);
export type SandboxContractRequest = Static<typeof SandboxContractRequest>;

export const SandboxContractResponse = Type.Object(
  {
    contract_id: Type.Integer(),
    order_id: Type.String(),
    product: Type.String(),
    status: Type.String(),
    amount_uzs: Type.Integer(),
    payme_url: Type.String(),
    click_url: Type.String(),
    octo_url: Type.String(),
  },
  { $id: 'SandboxContractResponse' },
);
export type SandboxContractResponse = Static<typeof SandboxContractResponse>;

export interface SandboxSms {
  id: number;
  phone: string;
  text: string;
  purpose: string;
  created_at: string;
}
export interface SandboxChatMessage {
  id: number;
  chat_id: string;
  text: string;
  parse_mode: string;
  created_at: string;
  forwarded_at: string | null;
}
/** A mail the sandbox's loopback SMTP server received (the policy by e-mail); `url` downloads an attachment. */
export interface SandboxMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; size: number; url: string }[];
  received_at: string;
}
/** `GET /sandbox/api/outbox?phone=&email=`: newest first (`phone` filters the SMS, `email` the mail). */
export interface SandboxOutboxResponse {
  sms: SandboxSms[];
  chat: SandboxChatMessage[];
  mail: SandboxMail[];
}

// ---------------------------------------------------------------- the endpoints

const CONTRACT_ERRORS = { 409: ErrorBody } as const;
const PAYABLE = ['validation', 'contract_not_found', 'contract_already_paid', 'contract_not_payable'];
const checkOf = <M extends HttpMethod, P extends string, B extends TSchema>(
  at: EndpointPath<M, P>,
  body: B,
) =>
  endpoint(at, { body, response: { 200: ContractCheckResponse, ...CONTRACT_ERRORS } }, [
    'validation',
    'contract_not_found',
  ]);

/** Payment of a saved contract (channel credential): providers, the card page, the checks, the SMS invoice. */
export const PAYMENT_ENDPOINTS = {
  initialize: endpoint(
    PAYMENT_PATHS.initialize,
    {
      headers: LangHeader,
      body: PaymentInitializeRequest,
      response: { 200: PaymentInitializeResponse, ...CONTRACT_ERRORS, 503: ErrorBody },
    },
    [...PAYABLE, 'return_url_not_allowed', 'provider_unavailable'],
  ),
  getPayment: endpoint(
    PAYMENT_PATHS.getPayment,
    {
      headers: LangHeader,
      body: GetPaymentRequest,
      response: { 200: GetPaymentResponse, ...CONTRACT_ERRORS },
    },
    [...PAYABLE, 'return_url_not_allowed'],
  ),
  check: checkOf(PAYMENT_PATHS.check, ContractCheckRequest),
  checkUniversal: checkOf(PAYMENT_PATHS.checkUniversal, ContractCheckRequest),
  osagoConfirm: checkOf(PAYMENT_PATHS.osagoConfirm, ConfirmCheckRequest),
  travelConfirm: checkOf(PAYMENT_PATHS.travelConfirm, ConfirmCheckRequest),
  paymePhone: endpoint(
    PAYMENT_PATHS.paymePhone,
    {
      headers: LangHeader,
      body: PaymeInvoiceRequest,
      response: { 200: PaymeInvoiceResponse, ...CONTRACT_ERRORS },
    },
    [...PAYABLE, 'invalid_phone', 'rate_limited'],
  ),
};

/**
 * The providers' merchant calls: no schema (each protocol reads its own body and answers every call, errors
 * included, with HTTP 200 in its own terms).
 */
export const MERCHANT_ENDPOINTS = {
  payme: endpoint(MERCHANT_PATHS.payme, { response: {} }),
  clickPrepare: endpoint(MERCHANT_PATHS.clickPrepare, { response: {} }),
  clickComplete: endpoint(MERCHANT_PATHS.clickComplete, { response: {} }),
};

/** The policy PDF behind its token and the public verification (no credential). */
export const POLICY_ENDPOINTS = {
  pdf: endpoint(
    POLICY_PATHS.pdf,
    { params: PolicyParams, querystring: PolicyPdfQuery, response: { 410: ErrorBody } },
    ['policy_not_found', 'policy_cancelled'],
  ),
  verify: endpoint(POLICY_PATHS.verify, { params: PolicyParams, response: { 200: PolicyVerification } }, [
    'policy_not_found',
  ]),
};
