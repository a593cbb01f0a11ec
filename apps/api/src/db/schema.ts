import type { Generated } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';

/**
 * Tables of the reference insurer API. Amounts are whole UZS unless the column says tiyin; times are ISO
 * strings except Payme's protocol times (milliseconds since the epoch, as Payme sends them).
 * Booleans are 0/1 integers so SQLite and PostgreSQL read them alike.
 */
export interface PersonsTable {
  id: Generated<number>;
  passport_series: string;
  passport_number: string;
  birthday: string; // yyyy-mm-dd
  pinfl: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  last_name_cyr: string;
  first_name_cyr: string;
  middle_name_cyr: string;
  gender: 'M' | 'F';
  phone: string | null;
}

export interface DrivingLicencesTable {
  id: Generated<number>;
  pinfl: string;
  series: string;
  number: string;
  issue_date: string;
  categories: string;
}

export interface CompaniesTable {
  inn: string;
  name: string;
  short_name: string | null;
  director: string;
  address: string;
  bank_name: string;
  mfo: string;
  account: string;
  oked: string;
  region_id: number;
}

export interface VehiclesTable {
  id: Generated<number>;
  gov_number: string;
  tech_series: string;
  tech_number: string;
  vehicle_type_id: number;
  model: string;
  issue_year: number;
  body_number: string;
  engine_number: string;
  owner_type: 'person' | 'organization';
  owner_pinfl: string | null;
  owner_inn: string | null;
  owner_name: string;
}

export interface RegionsTable {
  id: number;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

export interface DistrictsTable {
  id: number;
  region_id: number;
  name_uz: string;
  name_ru: string;
  name_en: string;
}

export type ContractStatus = 'draft' | 'saved' | 'paid' | 'issued' | 'cancelled';

export interface ContractsTable {
  id: Generated<number>;
  /** Public order reference given to payment providers (`merchant_trans_id`, Payme `account.key`). */
  order_id: string;
  product: string;
  status: ContractStatus;
  amount_uzs: number;
  /** The server-computed price before a promo code. */
  base_amount_uzs: number;
  /** Sales channel from the Basic credential (site, beeline, renew, ...). */
  channel: string;
  agent_id: string | null;
  phone: string | null;
  /** Policyholder's name as it may be shown (e.g. "A*** Karimov"); never a document number. */
  holder_name: string | null;
  /** Non-personal facts printed on the policy (vehicle plate, period, countries), JSON. */
  details: string;
  start_date: string | null;
  end_date: string | null;
  promo_code: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  paid_via: string | null;
  /** The language the contract was bought in (the save's `lang` header), migration 013; null before it.
   * `uz-cyrl` (Uzbek in Cyrillic script) fits since migration 018. */
  lang: InterfaceLang | null;
  /** Where the policy is mailed (optional in every wizard); personal data, never logged. */
  email: string | null;
  /** The contract this one renews (issue 23, migration 015); null for a first sale. */
  renewal_of: number | null;
  /** The insured car's plate (`db/insured-plate.ts`), migration 027; null when it insures no car. */
  plate: string | null;
}

export interface PaymeTransactionsTable {
  /** Payme's transaction id. */
  id: string;
  contract_id: number;
  amount_tiyin: number;
  /** 1 created, 2 performed, -1 cancelled before perform, -2 cancelled after perform. */
  state: number;
  payme_time: number;
  create_time: number;
  perform_time: number;
  cancel_time: number;
  reason: number | null;
  /** Our id of the transaction, the `transaction` field of Payme answers (migration 003). */
  merchant_transaction_id: string;
}

export interface ClickTransactionsTable {
  /** merchant_prepare_id of the Click protocol. */
  id: Generated<number>;
  click_trans_id: number;
  click_paydoc_id: number;
  contract_id: number;
  amount: string;
  status: 'prepared' | 'completed' | 'cancelled';
  merchant_confirm_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PoliciesTable {
  id: Generated<number>;
  /** Unique: one policy per paid contract, whatever the number of callbacks. */
  contract_id: number;
  series: string;
  number: string;
  issued_at: string;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  purpose: string;
  created_at: string;
}

export interface ChatOutboxTable {
  id: Generated<number>;
  chat_id: string;
  text: string;
  parse_mode: string;
  created_at: string;
  forwarded_at: string | null;
}

/** Values a running system changes at run time, shared by every instance (Payme key after ChangePassword). */
export interface ProviderSettingsTable {
  name: string;
  value: string;
  updated_at: string;
}

/** OSAGO benefit registry (migration 004): the discount category a person is entitled to. */
export interface OsagoBenefitsTable {
  pinfl: string;
  /** `discountId` of the OSAGO save: 2-9 (1, none, is never stored). */
  discount_id: number;
}

/** Unfinished OSAGO applications recorded by /save-ip. */
export interface OsagoLeadsTable {
  id: Generated<number>;
  gov_number: string;
  tech_series: string;
  tech_number: string;
  phone: string | null;
  channel: string;
  created_at: string;
  updated_at: string;
}

/** What an OSAGO contract was saved with (personal data included), for copy and extension pre-fills. */
export interface OsagoApplicationsTable {
  contract_id: number;
  kind: 'policy' | 'copy' | 'extension';
  source_contract_id: number | null;
  /** JSON of `OsagoApplicationData` (apps/api/src/products/osago/application-store.ts). */
  data: string;
  created_at: string;
  /** The owner's PINFL in `data` (`db/owner-pinfl.ts`), migration 028; personal data, never logged. */
  owner_pinfl: string | null;
}

/** pending: waiting for the SMS code; replaced: a newer card was bound or started for the contract. */
export type CardSubscriptionStatus = 'pending' | 'active' | 'cancelled' | 'locked' | 'replaced';

/** A card bound for auto-payment (migration 005). Never the card number: a processor token and a mask. */
export interface CardSubscriptionsTable {
  /** Public id (`S` + 16 letters): unguessable, it alone names the subscription in verify and cancel. */
  id: string;
  contract_id: number;
  /** payment: create-card, verifying pays the contract; binding: resubscribe of a paid contract. */
  kind: 'payment' | 'binding';
  status: CardSubscriptionStatus;
  card_token: string;
  /** `8600 11** **** 1110`. */
  card_mask: string;
  /** MMYY. */
  card_expiry: string;
  /** Where the code went: the card's bank phone, else the contract's. */
  phone: string;
  /** sha256 of subscription id + code; the code itself is only in the SMS. */
  code_hash: string;
  code_expires_at: string;
  attempts: number;
  created_at: string;
  updated_at: string;
  verified_at: string | null;
  cancelled_at: string | null;
}

/** Uzum Nasiya's buyers as its check-status call sees them (sandbox data, migration 005). */
export interface InstallmentBuyersTable {
  /** Uzum's buyer id. */
  id: number;
  phone: string;
  /** 4 verified; anything else may not buy. */
  status: number;
  limit_uzs: number;
}

/** pending -> confirmed (buyer signed with the SMS code) -> completed (contract paid), or cancelled. */
export type InstallmentOrderStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';

export interface InstallmentOrdersTable {
  /** Uzum's contract id (`uzum_contract_id`). */
  id: Generated<number>;
  contract_id: number;
  buyer_id: number;
  period: number;
  monthly_amount: number;
  total_amount: number;
  status: InstallmentOrderStatus;
  /** The web view page's path segment: unguessable, the page shows the order to whoever holds it. */
  webview_token: string;
  callback_url: string;
  lang: InterfaceLang;
  code_hash: string | null;
  code_expires_at: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  completed_at: string | null;
}

export interface PromoCodesTable {
  /** Upper case. */
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent, or whole UZS off. */
  value: number;
  /** contracts/products.ts key, or null for any product. */
  product: string | null;
  min_amount_uzs: number | null;
  /** null: unlimited. A use is taken when applied and given back on cancel. */
  max_uses: number | null;
  used_count: number;
  /** YYYY-MM-DD, inclusive, Tashkent days. */
  valid_from: string;
  valid_to: string;
  created_at: string;
}

/** A cabinet account (migration 006): one per phone, linked to a registry person by register-person. */
export interface CabinetUsersTable {
  id: Generated<number>;
  /** 998 + 9 digits, proven by the SMS code. */
  phone: string;
  /** The registry person's PINFL once registered; unique, so one person has one account. */
  pinfl: string | null;
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  /** `AA *****67`: the full passport number stays in the registry. */
  passport_masked: string | null;
  email: string | null;
  lang: InterfaceLang | null;
  referral_code: string;
  invited_by: number | null;
  created_at: string;
  updated_at: string;
  registered_at: string | null;
}

/** A login: only the sha256 of the token is stored, so a database dump opens no session. */
export interface CabinetSessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** null: the cabinet; `claims`: a claimant's session from a claim's SMS code (claim calls only). */
  scope: string | null;
  /** The login's User-Agent header, at most 300 characters (migration 023): the devices list names it. */
  user_agent: string | null;
  /** The last cabinet call of the session, to the minute (migration 023). */
  last_used_at: string | null;
}

/** pending: waiting; used: logged in; locked: the fifth wrong code; replaced: a newer code was sent. */
export type CabinetCodeStatus = 'pending' | 'used' | 'locked' | 'replaced';

export interface CabinetLoginCodesTable {
  id: Generated<number>;
  phone: string;
  /** hashSmsCode of phone + created_at and the code; the code itself is only in the SMS. */
  code_hash: string;
  status: CabinetCodeStatus;
  attempts: number;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** Insurance claims (applications for payout) the cabinet lists; matched to a user by PINFL or phone. */
export interface ClaimsTable {
  id: Generated<number>;
  pinfl: string | null;
  phone: string | null;
  /** Our contract when the policy was sold here; null for policies of the paper era. */
  contract_id: number | null;
  product: string;
  /** Series and number as printed, e.g. `EIOO 9100001`. */
  policy_number: string;
  /** YYYY-MM-DD HH:mm:ss, Tashkent time, as the claim form records it. */
  event_date: string;
  status: 'new' | 'in_review' | 'documents_required' | 'approved' | 'paid' | 'rejected';
  description: string;
  claimed_uzs: number | null;
  paid_uzs: number | null;
  created_at: string;
  updated_at: string;
  /** Claims filed online (migration 014); null on the paper-era rows. */
  policy_id: number | null;
  /** The claimant's language: status SMS are sent in it. */
  lang: InterfaceLang | null;
  place: string | null;
  other_plate: string | null;
  country: string | null;
  /** The adjuster's note with the last status change. */
  note: string | null;
  payout_method: 'card' | 'account' | null;
  /** As given (the payout needs it); answers show it masked only. */
  payout_card: string | null;
  payout_account: string | null;
  payout_mfo: string | null;
}

export interface ClaimFilesTable {
  id: Generated<number>;
  claim_id: number;
  /** The file group: photo, document, medical. */
  kind: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/** A claimant's SMS code (its phone and the policy claimed on, for the per-policy limit). */
export interface ClaimCodesTable {
  id: Generated<number>;
  phone: string;
  policy_id: number;
  code_hash: string;
  status: CabinetCodeStatus;
  attempts: number;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  body_hash: string;
  status_code: number | null;
  content_type: string | null;
  response: string | null;
  created_at: string;
}

export interface ClientLimitsTable {
  kind: string;
  client: string;
  window_start: string;
  count: number;
}

export interface Database {
  persons: PersonsTable;
  driving_licences: DrivingLicencesTable;
  companies: CompaniesTable;
  vehicles: VehiclesTable;
  regions: RegionsTable;
  districts: DistrictsTable;
  contracts: ContractsTable;
  payme_transactions: PaymeTransactionsTable;
  click_transactions: ClickTransactionsTable;
  policies: PoliciesTable;
  sms_outbox: SmsOutboxTable;
  chat_outbox: ChatOutboxTable;
  provider_settings: ProviderSettingsTable;
  osago_benefits: OsagoBenefitsTable;
  osago_leads: OsagoLeadsTable;
  osago_applications: OsagoApplicationsTable;
  card_subscriptions: CardSubscriptionsTable;
  installment_buyers: InstallmentBuyersTable;
  installment_orders: InstallmentOrdersTable;
  promo_codes: PromoCodesTable;
  cabinet_users: CabinetUsersTable;
  cabinet_sessions: CabinetSessionsTable;
  cabinet_login_codes: CabinetLoginCodesTable;
  claims: ClaimsTable;
  claim_files: ClaimFilesTable;
  claim_codes: ClaimCodesTable;
  idempotency_keys: IdempotencyKeysTable;
  client_limits: ClientLimitsTable;
  site_requests: SiteRequestsTable;
  dms_constructor_requests: DmsConstructorRequestsTable;
  monthly_plans: MonthlyPlansTable;
  monthly_charges: MonthlyChargesTable;
  sandbox_card_charges: SandboxCardChargesTable;
  sandbox_clock: SandboxClockTable;
  contract_files: ContractFilesTable;
  vehicle_locks: VehicleLocksTable;
  mail_outbox: MailOutboxTable;
  sandbox_mail: SandboxMailTable;
  sale_bodies: SaleBodiesTable;
  policy_versions: PolicyVersionsTable;
  policy_reminders: PolicyRemindersTable;
  reminder_optouts: ReminderOptoutsTable;
  drafts: DraftsTable;
  draft_files: DraftFilesTable;
  upload_files: UploadFilesTable;
  saved_people: SavedPeopleTable;
  saved_vehicles: SavedVehiclesTable;
  receipts: ReceiptsTable;
  refunds: RefundsTable;
  customer_consents: CustomerConsentsTable;
}

/** The body of a sale made through the product kit: what a renewal runs the product's rules on again. */
export interface SaleBodiesTable {
  contract_id: number;
  /** The declaration that sold it: its save's path (`ServerProduct.save.path`). */
  sale: string;
  /** The save's body, JSON: personal data, never answered unmasked. */
  body: string;
}

/** A renewal reminder sent: one row per contract and reminder (14 or 3 days before the end). */
export interface PolicyRemindersTable {
  contract_id: number;
  days_before: number;
  sent_at: string;
}

/** A phone that turned renewal reminders off (one tap in the SMS, or the cabinet's switch). */
export interface ReminderOptoutsTable {
  phone: string;
  created_at: string;
}

/** The site's own requests: business and takaful applications, feedback, questions, survey answers. */
export interface SiteRequestsTable {
  id: Generated<number>;
  kind: string;
  product: string | null;
  inn: string | null;
  company_name: string | null;
  full_name: string | null;
  phone: string | null;
  message: string | null;
  /** JSON: the product's key facts or the survey's answers. */
  details: string;
  lang: string | null;
  channel: string;
  /** sha256 of the client address: the rate limit's key, never the address itself. */
  client_key: string;
  created_at: string;
  /** The cabinet user whose session sent it (migration 018); null without one. */
  user_id: number | null;
  /** `received`, `in_progress`, `closed` (SITE_REQUEST_STATUSES); the database fills `received`. */
  status: Generated<string>;
}

/** The DMS constructor's requests: status 0 once priced, 1 once submitted with the company's contact. */
export interface DmsConstructorRequestsTable {
  id: Generated<number>;
  status: number;
  channel: string;
  limit_uzs: number;
  hospital_category: string;
  /** JSON: `{ default: [{id, coverage}], additional: [{id, coverage, price}] }`. */
  coverages: string;
  number_of_employees: number;
  price_per_employee: number;
  price_for_company: number;
  full_name: string | null;
  phone: string | null;
  company_name: string | null;
  inn: string | null;
  lang: string | null;
  created_at: string;
  submitted_at: string | null;
  /** The cabinet user whose session submitted it (migration 024). */
  user_id: number | null;
}

/** Monthly mini KASKO: the cover paid month by month from the contract's saved card (migration 010). */
export type MonthlyPlanStatus = 'pending' | 'active' | 'retrying' | 'lapsed' | 'cancelled';
export interface MonthlyPlansTable {
  contract_id: number;
  program_id: number;
  amount_uzs: number;
  status: MonthlyPlanStatus;
  start_date: string;
  periods_paid: number;
  paid_through: string | null;
  due_day: string | null;
  next_charge_at: string | null;
  failures: number;
  created_at: string;
  updated_at: string;
}

export type MonthlyChargeStatus = 'processing' | 'charged' | 'declined' | 'expired';
/** One attempt to charge one period: unique (contract, period, attempt) and unique `charge_key`. */
export interface MonthlyChargesTable {
  id: Generated<number>;
  contract_id: number;
  period: number;
  attempt: number;
  charge_key: string;
  amount_uzs: number;
  status: MonthlyChargeStatus;
  created_at: string;
  finished_at: string | null;
}

/** The sandbox card processor's ledger: one answer per charge key, whatever the retries. */
export interface SandboxCardChargesTable {
  charge_key: string;
  card_token: string;
  amount_uzs: number;
  result: 'charged' | 'declined' | 'expired';
  created_at: string;
}

export interface SandboxClockTable {
  id: number;
  offset_ms: number | string;
}

/** An uploaded file of a contract; its bytes are in the uploads storage under `storage_key`. */
export interface ContractFilesTable {
  id: Generated<number>;
  contract_id: number;
  kind: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/**
 * An uploaded file's bytes under its storage key (migration 025): the uploads storage on PostgreSQL, where every
 * instance must read what any other saved (`src/uploads/storage.ts`).
 */
export interface UploadFilesTable {
  storage_key: string;
  bytes: Buffer;
  size_bytes: number;
  created_at: string;
}

/** A vehicle's payment lock (migration 012): taken by every payment of its OSAGO applications. */
export interface VehicleLocksTable {
  plate: string;
  locked_at: string;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A mail to send (migration 013): queued in the caller's transaction, delivered by `outbox/mail-delivery.ts`. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** Unique when set: the same key queues one mail however often it is asked (a replayed payment). */
  mail_key: string | null;
  to_address: string;
  lang: InterfaceLang;
  subject: string;
  text: string;
  /** JSON: `MailAttachment[]` (inline bytes in base64, or a policy PDF rendered when the mail is sent). */
  attachments: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  /** When an instance took the row to send it; another instance takes it back only after a long pause. */
  claimed_at: string | null;
  sent_at: string | null;
  /** The SMTP server's answer of the last failure, shortened. */
  last_error: string | null;
  created_at: string;
}

/** A mail the sandbox's loopback SMTP server received (migration 013), parsed once and kept raw. */
export interface SandboxMailTable {
  id: Generated<number>;
  mail_from: string;
  /** The envelope recipients, comma-separated. */
  rcpt_to: string;
  subject: string;
  text: string;
  /** JSON: `{ filename, content_type, content_base64 }[]`. */
  attachments: string;
  raw: string;
  received_at: string;
}

/** An application in progress (issue 24): a wizard's answers under the SHA-256 of the id the browser tab holds. */
export interface DraftsTable {
  key: string;
  /** The wizard's product key. */
  product: string;
  /** The wizard's answers, JSON: personal data, answered only to the id (and the owner's session). */
  data: string;
  /** The cabinet user whose session made it: then only that session opens it. */
  owner_user_id: number | null;
  /** The application it was saved as; its payment deletes the draft. */
  contract_id: number | null;
  created_at: string;
  updated_at: string;
  /** 24 hours after the last change. */
  expires_at: string;
}

/** A file chosen in a draft's wizard (a pet's photo, a work book): its checked bytes, gone with the draft. */
export interface DraftFilesTable {
  draft_key: string;
  name: string;
  content_type: string;
  size_bytes: number;
  bytes: Buffer;
  created_at: string;
}

/** A person a cabinet user keeps to fill wizards from (themselves, or someone they buy for, with consent). */
export interface SavedPeopleTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  /** `me` or `other`. */
  relation: string;
  passport_series: string;
  passport_number: string;
  /** DD.MM.YYYY. */
  birthday: string;
  name: string | null;
  pinfl: string | null;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

/** A car a cabinet user keeps to fill wizards from. */
export interface SavedVehiclesTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  plate: string;
  tech_passport_series: string;
  tech_passport_number: string;
  model: string | null;
  year: number | null;
  created_at: string;
  updated_at: string;
}

/** A fiscal receipt of one payment or refund (issue 27, `contracts/receipts.ts`); sandbox fiscal values. */
export interface ReceiptsTable {
  id: Generated<number>;
  /** Unique: one receipt per payment (`payment:<contract id>`) or refund, whatever replays. */
  receipt_key: string;
  contract_id: number;
  kind: 'sale' | 'refund';
  /** payme, click, octo, card, installment (the contract's `paid_via`), or the refund's provider. */
  provider: string;
  /** The provider's transaction (Payme's id, Click's click_trans_id), when it has one. */
  payment_ref: string | null;
  amount_uzs: number;
  /** JSON: the receipt's items (title, price in tiyin, count, code, package_code, vat_percent). */
  items: string;
  /** JSON: what the provider was given (Payme's `detail`, Click's `ofd_data/submit_items` body). */
  provider_detail: string;
  terminal_id: string;
  receipt_number: number;
  fiscal_sign: string;
  /** The check link (the sandbox's OFD page, a path on this origin). */
  qr_url: string;
  created_at: string;
}

export type RefundProvider = 'payme' | 'click' | 'octo' | 'card' | 'installment';

/** A refund of a contract through its provider (issue 27, migration 020; `payments/refunds.ts`). */
export interface RefundsTable {
  id: Generated<number>;
  contract_id: number;
  amount_uzs: number;
  provider: RefundProvider;
  /** The provider's reference of the refund (Payme's transaction id, Click's `click_trans_id`, ...). */
  provider_reference: string | null;
  status: 'pending' | 'performed' | 'failed';
  /** Why: `cabinet cancellation (cooling_off)`, `Payme CancelTransaction, reason 5`, a mid-term change. */
  reason: string;
  created_at: string;
  performed_at: string | null;
}

/**
 * A consent a cabinet user gave (migration 023): one row per giving, `withdrawn_at` set when withdrawn, so the
 * history stays. Kinds: `reminders`, `marketing`, `saved_others` (the offer of a purchase is its contract's).
 */
export interface CustomerConsentsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  given_at: string;
  withdrawn_at: string | null;
}

/** One version of a policy (issue 27, migration 021): the policy as issued (1) and each change after it. */
export interface PolicyVersionsTable {
  id: Generated<number>;
  /** The policy's contract. */
  contract_id: number;
  /** 1, 2, ... once in effect; null while the change waits for its payment. */
  number: number | null;
  /** `current` (exactly one per contract once changed), `past`, `pending` (unpaid, one at most), `void`. */
  status: 'current' | 'past' | 'pending' | 'void';
  /** `issued`, `add_driver`, `remove_driver`, `phone`, `plate`, `add_traveller`, `address`. */
  change: string;
  /** What changed, in words that may be shown on the public verification page (no names, no documents). */
  summary: string;
  /** The facts printed on the policy after the change (JSON, as `contracts.details`). */
  details: string;
  /** The sale body after the change (personal data: never answered), what a renewal sells again. */
  body: string | null;
  /** OSAGO's application row after the change (`osago_applications.data`), personal data. */
  application: string | null;
  /** The contract's phone after the change, when it changes. */
  phone: string | null;
  /** The full period's server price after the change. */
  amount_uzs: number;
  /** What the change costs for the rest of the period (negative: money back). */
  difference_uzs: number;
  /** The refund the change makes due (a lower price), paid by the refunds module. */
  refund_due_uzs: number | null;
  /** The contract that pays the difference (saved -> paid performs the change). */
  pay_contract_id: number | null;
  /** Who made it: `cabinet:<user id>`, or `issue` for version 1. */
  created_by: string;
  created_at: string;
  /** When it became the policy's version (ISO); null while pending. */
  effective_at: string | null;
}
