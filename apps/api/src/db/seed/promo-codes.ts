/**
 * Promo codes the payment-platform migration (005) inserts: one of each kind and each refusal, so the
 * promo paths can be tried on a fresh database. Dates are fixed (deterministic): "valid" ones run to 2099.
 */
export interface PromoCodeSeed {
  readonly code: string;
  readonly kind: 'percent' | 'fixed';
  /** Percent, or whole UZS off. */
  readonly value: number;
  /** Only for this product (contracts/products.ts key); null: any. */
  readonly product: string | null;
  readonly min_amount_uzs: number | null;
  readonly max_uses: number | null;
  readonly used_count: number;
  /** YYYY-MM-DD, both inclusive, Tashkent days. */
  readonly valid_from: string;
  readonly valid_to: string;
}

export const PROMO_CODES: readonly PromoCodeSeed[] = [
  {
    code: 'POLIS10',
    kind: 'percent',
    value: 10,
    product: null,
    min_amount_uzs: null,
    max_uses: null,
    used_count: 0,
    valid_from: '2025-01-01',
    valid_to: '2099-12-31',
  },
  {
    code: 'MINUS50K',
    kind: 'fixed',
    value: 50_000,
    product: null,
    min_amount_uzs: 100_000,
    max_uses: null,
    used_count: 0,
    valid_from: '2025-01-01',
    valid_to: '2099-12-31',
  },
  {
    code: 'TRAVEL15',
    kind: 'percent',
    value: 15,
    product: 'travel',
    min_amount_uzs: null,
    max_uses: null,
    used_count: 0,
    valid_from: '2025-01-01',
    valid_to: '2099-12-31',
  },
  {
    code: 'NEWYEAR25',
    kind: 'percent',
    value: 25,
    product: null,
    min_amount_uzs: null,
    max_uses: null,
    used_count: 0,
    valid_from: '2024-12-20',
    valid_to: '2025-01-15',
  },
  {
    code: 'FIRST100',
    kind: 'percent',
    value: 20,
    product: null,
    min_amount_uzs: null,
    max_uses: 100,
    used_count: 100,
    valid_from: '2025-01-01',
    valid_to: '2099-12-31',
  },
];
