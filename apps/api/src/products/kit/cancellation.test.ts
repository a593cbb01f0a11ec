import {
  COMPULSORY_CANCELLATION,
  decideCancellation,
  STANDARD_CANCELLATION,
  TRIP_CANCELLATION,
  type CancellationFacts,
} from './cancellation';

/** A year's cover from 2026-03-01 to 2027-02-28 (365 days), 365 000 UZS, paid the day before it starts. */
const facts = (change: Partial<CancellationFacts> = {}): CancellationFacts => ({
  status: 'issued',
  premiumUzs: 365_000,
  paidDay: '2026-02-28',
  start: '2026-03-01',
  end: '2027-02-28',
  openClaim: false,
  paidClaim: false,
  refundable: true,
  ...change,
});

describe('the cancellation rule', () => {
  it('gives the whole premium back before the cover starts, also for a compulsory cover', () => {
    for (const [rule, kind] of [
      [STANDARD_CANCELLATION, 'cooling_off'],
      [TRIP_CANCELLATION, 'cooling_off'],
      [COMPULSORY_CANCELLATION, 'before_start'],
    ] as const) {
      expect(decideCancellation(rule, facts(), '2026-02-28')).toMatchObject({
        allowed: true,
        reason: null,
        refund_uzs: 365_000,
        rule: { kind, days_total: 365, days_left: 365 },
      });
    }
    // Past the cooling-off period a cover that starts later still comes back whole, as not started.
    const later = facts({ start: '2026-04-01', end: '2027-03-31' });
    expect(decideCancellation(STANDARD_CANCELLATION, later, '2026-03-20')).toMatchObject({
      refund_uzs: 365_000,
      rule: { kind: 'before_start' },
    });
  });

  it('gives it back whole on the last day of the cooling-off period, and pro rata the day after', () => {
    // Paid 28.02, 14 days: the cooling-off period's last day is 14.03.
    const last = decideCancellation(STANDARD_CANCELLATION, facts(), '2026-03-14');
    expect(last).toMatchObject({
      allowed: true,
      refund_uzs: 365_000,
      rule: { kind: 'cooling_off', cooling_off_until: '2026-03-14', cooling_off_days: 14 },
    });
    const after = decideCancellation(STANDARD_CANCELLATION, facts(), '2026-03-15');
    // 15.03 counts as used: 350 days left of 365 are 350 000 UZS, less 10 %.
    expect(after).toMatchObject({
      allowed: true,
      refund_uzs: 315_000,
      rule: {
        kind: 'pro_rata',
        days_left: 350,
        unused_uzs: 350_000,
        deduction_percent: 10,
        deduction_uzs: 35_000,
      },
    });
  });

  it('rounds the unused share down to whole UZS and leaves nothing on the last day', () => {
    const odd = decideCancellation(STANDARD_CANCELLATION, facts({ premiumUzs: 100_000 }), '2026-06-01');
    // 272 of 365 days: 74 520.5... -> 74 520, less 7 452.
    expect(odd.rule).toMatchObject({ days_left: 272, unused_uzs: 74_520, deduction_uzs: 7_452 });
    expect(odd.refund_uzs).toBe(67_068);
    expect(decideCancellation(STANDARD_CANCELLATION, facts(), '2027-02-28')).toMatchObject({
      allowed: true,
      refund_uzs: 0,
      rule: { kind: 'pro_rata', days_left: 0 },
    });
  });

  it('refuses an expired, a cancelled and a claimed policy, and one no provider can refund', () => {
    expect(decideCancellation(STANDARD_CANCELLATION, facts(), '2027-03-01').reason).toBe('expired');
    expect(
      decideCancellation(STANDARD_CANCELLATION, facts({ status: 'cancelled' }), '2026-03-02').reason,
    ).toBe('already_cancelled');
    expect(decideCancellation(STANDARD_CANCELLATION, facts({ openClaim: true }), '2026-02-28')).toMatchObject(
      {
        allowed: false,
        reason: 'open_claim',
        refund_uzs: 0,
      },
    );
    expect(decideCancellation(STANDARD_CANCELLATION, facts({ refundable: false }), '2026-02-28').reason).toBe(
      'refund_unavailable',
    );
  });

  it('ends a policy with a paid claim with nothing back once started', () => {
    expect(decideCancellation(STANDARD_CANCELLATION, facts({ paidClaim: true }), '2026-03-02')).toMatchObject(
      {
        allowed: true,
        refund_uzs: 0,
        rule: { kind: 'none' },
      },
    );
  });

  it('refuses a compulsory cover in force and a trip under way, from their first day', () => {
    expect(decideCancellation(COMPULSORY_CANCELLATION, facts(), '2026-03-01')).toMatchObject({
      allowed: false,
      reason: 'compulsory_in_force',
      rule: { cooling_off_until: null },
    });
    expect(decideCancellation(TRIP_CANCELLATION, facts(), '2026-03-01').reason).toBe('trip_started');
  });

  it('gives nothing back after the cooling-off period of a month-by-month cover', () => {
    const monthly = { coolingOffDays: 14, afterStart: 'none' } as const;
    const month = facts({ start: '2026-03-01', end: '2026-03-31', premiumUzs: 99_000 });
    expect(decideCancellation(monthly, month, '2026-03-10').refund_uzs).toBe(99_000);
    expect(decideCancellation(monthly, month, '2026-03-20')).toMatchObject({
      allowed: true,
      refund_uzs: 0,
      rule: { kind: 'none' },
    });
  });

  it('counts a cover of one day, starting and ending the day it is paid', () => {
    const oneDay = facts({ paidDay: '2026-03-01', start: '2026-03-01', end: '2026-03-01' });
    expect(decideCancellation(STANDARD_CANCELLATION, oneDay, '2026-03-01')).toMatchObject({
      allowed: true,
      refund_uzs: 365_000,
      rule: { kind: 'cooling_off', days_total: 1, days_left: 0 },
    });
  });
});
