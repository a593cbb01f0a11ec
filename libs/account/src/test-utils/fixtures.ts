import { OSAGO_POLICY_FACTS_EXAMPLE } from '@polis/api-contract/examples';
import type { CabinetClaim, CabinetPolicy, CabinetPolicyDetail, CabinetUser } from '@polis/api-contract';

/** Bodies as apps/api answers them (HTTP 200 envelopes), for MSW handlers. */
export const OK = { error: 0, result: true, message: 'success' } as const;

export const refusal = (code: string, extra: Record<string, unknown> = {}) => ({
  error: 1,
  result: false,
  message: code,
  error_message: code,
  code,
  ...extra,
});

export const platformError = (code: string) => ({ error: { code, message: code } });

/** A session token of the server's shape (43 base64url characters). */
export const TOKEN = 'tok3nT0k3nTok3nT0k3nTok3nT0k3nTok3nT0k3nTok';

export const KARIMOV: CabinetUser = {
  id: 1,
  phone: '998901234567',
  is_registered: true,
  last_name: 'Karimov',
  first_name: 'Alisher',
  middle_name: 'Bahodirovich',
  birthday: '15.03.1990',
  passport: 'AA *****67',
  email: null,
  lang: 'uz',
  referral_code: 'ALISHER90',
  invited_count: 2,
};

export const NEWCOMER: CabinetUser = {
  ...KARIMOV,
  id: 9,
  phone: '998935550011',
  is_registered: false,
  last_name: null,
  first_name: null,
  middle_name: null,
  birthday: null,
  passport: null,
  lang: null,
  referral_code: 'NEWCOMER',
  invited_count: 0,
};

export const OSAGO: CabinetPolicy = {
  id: 42,
  contract_id: 42,
  product: 'osago',
  product_name: 'OSAGO — compulsory motor third-party liability insurance',
  product_type_id: 1,
  takoful: 0,
  policy_series: 'EIOO',
  policy_number: '0000042',
  valid_from: '2026-03-02',
  valid_to: '2027-03-01',
  status: 'active',
  amount_uzs: 384_000,
  url: 'http://localhost/api/policy/EIOO/0000042/pdf?t=abc',
  auto_payment: {
    status: 'inactive',
    subscription_id: null,
    contract_id: 42,
    card_number: null,
    card_date: null,
  },
  renewal: null,
};

export const OSAGO_DETAIL: CabinetPolicyDetail = {
  ...OSAGO,
  holder_name: 'Karimov Alisher Bahodirovich',
  issued_at: '2026-03-01T10:00:00.000Z',
  details: { ...OSAGO_POLICY_FACTS_EXAMPLE, addons: 'number plate' },
};

export const CLAIMS: CabinetClaim[] = [
  {
    id: 2,
    event_date: '2026-01-08 18:15:00',
    claim_status: 'in_review',
    product: 'kasko',
    product_type_id: 11,
    policy_number: 'KASK 9100002',
    description: 'Avtoturargohda old oyna sindirilgan',
  },
  {
    id: 1,
    event_date: '2025-11-12 09:40:00',
    claim_status: 'paid',
    product: 'osago',
    product_type_id: 1,
    policy_number: 'EIOO 9100001',
    description: 'Chilonzor tumanida yoʻl-transport hodisasi',
  },
];
