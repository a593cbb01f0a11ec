import type { Generated } from 'kysely';

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
}
