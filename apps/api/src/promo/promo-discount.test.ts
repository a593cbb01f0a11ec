import { discountedAmount, normalizePromoCode, promoRefusal, type PromoCode } from './promo-discount';

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  code: 'POLIS10',
  kind: 'percent',
  value: 10,
  product: null,
  min_amount_uzs: null,
  max_uses: null,
  used_count: 0,
  valid_from: '2025-01-01',
  valid_to: '2099-12-31',
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
const osago = { product: 'osago', base_amount_uzs: 384_000 };

describe('promo discounts', () => {
  it('takes a percent of the base price, rounded to whole UZS, or a fixed sum', () => {
    expect(discountedAmount(384_000, { kind: 'percent', value: 10 })).toBe(345_600);
    expect(discountedAmount(123_455, { kind: 'percent', value: 10 })).toBe(111_109);
    expect(discountedAmount(384_000, { kind: 'fixed', value: 50_000 })).toBe(334_000);
  });

  it('normalises what was typed', () => {
    expect(normalizePromoCode('  polis10 ')).toBe('POLIS10');
    expect(normalizePromoCode('POLIS 10')).toBeNull();
    expect(normalizePromoCode('ПОЛИС')).toBeNull();
  });

  it.each([
    ['valid', promo(), null],
    ['last valid day', promo({ valid_to: '2026-01-15' }), null],
    ['expired', promo({ valid_to: '2026-01-14' }), 'promocode_expired'],
    ['not yet valid', promo({ valid_from: '2026-01-16' }), 'promocode_not_applicable'],
    ['for another product', promo({ product: 'travel' }), 'promocode_not_applicable'],
    ['for this product', promo({ product: 'osago' }), null],
    [
      'below its minimum',
      promo({ kind: 'fixed', value: 50_000, min_amount_uzs: 400_000 }),
      'promocode_not_applicable',
    ],
    ['worth the whole price', promo({ kind: 'fixed', value: 384_000 }), 'promocode_not_applicable'],
  ])('%s', (_what, code, refusal) => {
    expect(promoRefusal(code, osago, '2026-01-15')).toBe(refusal);
  });
});
