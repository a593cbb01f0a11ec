import type { CancelQuote, CancelRefundKind, CancelRefusal, CancelRule } from '@polis/api-contract';
import { addDays } from '../../contracts/format';

/**
 * How a product's policy may be cancelled by its holder (issue 27), declared once on the product's
 * `ServerProduct.cancellation` (the kit's `STANDARD_CANCELLATION` when it declares none). The offer (section 6,
 * `rules/rules-text/offer.ts`): the whole premium back before the cover starts; after it, the premium of the
 * unexpired term less the insurer's expenses; OSAGO ends only as the law provides. The offer names no
 * cooling-off period: 14 days is our decision (the common term of a consumer's withdrawal), and within it the
 * whole premium comes back also once the cover has started.
 */
export interface CancellationRule {
  /** Days after the day of payment within which the whole premium comes back (0: none). */
  readonly coolingOffDays: number;
  /**
   * Once the cover has started and the cooling-off period is over (or, for `refused`, once it has started):
   * `pro_rata` the unused days' share less `deductionPercent`; `none` allowed, nothing back (the cover simply
   * ends); `refused` not cancellable here, for `refusal`.
   */
  readonly afterStart: 'pro_rata' | 'none' | 'refused';
  /** The insurer's expenses taken from a pro-rata refund, percent of it. */
  readonly deductionPercent?: number;
  /** Why a started cover is refused (`afterStart: 'refused'`): `compulsory_in_force`, `trip_started`. */
  readonly refusal?: Extract<CancelRefusal, 'compulsory_in_force' | 'trip_started' | 'not_cancellable'>;
}

/** The kit's rule for a product that declares none: 14 days' cooling-off, then pro rata less 10 %. */
export const STANDARD_CANCELLATION: CancellationRule = {
  coolingOffDays: 14,
  afterStart: 'pro_rata',
  deductionPercent: 10,
};

/**
 * A compulsory cover (OSAGO, OSGOP, OSGOR): cancelled here only before it starts (the whole premium back). Once
 * in force it ends only in the cases its law provides (the car deregistered or sold, the carrier or employer
 * gone), proven with papers at the insurer's office, never by a click: the car, the passengers or the workers
 * would otherwise be left without the cover the law requires.
 */
export const COMPULSORY_CANCELLATION: CancellationRule = {
  coolingOffDays: 0,
  afterStart: 'refused',
  refusal: 'compulsory_in_force',
};

/** What the rule reads of one policy. Dates are YYYY-MM-DD in Tashkent; `end` is the cover's last day. */
export interface CancellationFacts {
  readonly status: 'issued' | 'cancelled';
  readonly premiumUzs: number;
  /** The day the premium was paid (Tashkent). */
  readonly paidDay: string;
  readonly start: string | null;
  readonly end: string | null;
  /** A claim filed under the policy is not settled (neither paid nor rejected). */
  readonly openClaim: boolean;
  /** A claim under it was paid: the cover was used, nothing comes back after the start. */
  readonly paidClaim: boolean;
  /** The provider that took the money can pay a refund back. */
  readonly refundable: boolean;
}

export type CancellationDecision = Pick<CancelQuote, 'allowed' | 'reason' | 'refund_uzs' | 'rule'>;

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
/** Whole days from `from` to `to` (0 when `to` is not after `from`). */
const daysBetween = (from: string, to: string) => Math.max(0, dayNumber(to) - dayNumber(from));

/**
 * The decision on one policy today (Tashkent): allowed or why not, the refund and how it was computed. Pure:
 * the cabinet's quote and its confirmation both run it in the same transaction as what they write.
 */
export function decideCancellation(
  rule: CancellationRule,
  facts: CancellationFacts,
  today: string,
): CancellationDecision {
  const start = facts.start ?? facts.paidDay;
  const end = facts.end ?? start;
  const coolingOffUntil = rule.coolingOffDays > 0 ? addDays(facts.paidDay, rule.coolingOffDays) : null;
  const daysTotal = daysBetween(start, end) + 1;
  const started = today >= start;
  // Today counts as used once the cover runs: the days left are those after today (all of them before it).
  const daysLeft = started ? daysBetween(today, end) : daysTotal;
  const base: CancelRule = {
    kind: null,
    cooling_off_days: rule.coolingOffDays,
    cooling_off_until: coolingOffUntil,
    cover_start: start,
    cover_end: end,
    days_total: daysTotal,
    days_left: Math.min(daysLeft, daysTotal),
    unused_uzs: 0,
    deduction_percent: 0,
    deduction_uzs: 0,
  };
  const refused = (reason: CancelRefusal): CancellationDecision => ({
    allowed: false,
    reason,
    refund_uzs: 0,
    rule: base,
  });
  const allowed = (kind: CancelRefundKind, refund: number, also: Partial<CancelRule> = {}) => ({
    allowed: true,
    reason: null,
    refund_uzs: refund,
    rule: { ...base, kind, ...also },
  });

  if (facts.status === 'cancelled') return refused('already_cancelled');
  if (today > end) return refused('expired');
  if (facts.openClaim) return refused('open_claim');
  if (!facts.refundable) return refused('refund_unavailable');
  const coolingOff = coolingOffUntil !== null && today <= coolingOffUntil;
  // Before the start the whole premium comes back either way; the cooling-off period is named when it runs.
  if (!started) {
    return allowed(coolingOff ? 'cooling_off' : 'before_start', facts.premiumUzs, {
      unused_uzs: facts.premiumUzs,
    });
  }
  if (rule.afterStart === 'refused') return refused(rule.refusal ?? 'not_cancellable');
  if (facts.paidClaim) return allowed('none', 0);
  if (coolingOff) return allowed('cooling_off', facts.premiumUzs, { unused_uzs: facts.premiumUzs });
  if (rule.afterStart === 'none') return allowed('none', 0);
  const unused = Math.floor((facts.premiumUzs * base.days_left) / daysTotal);
  const percent = rule.deductionPercent ?? 0;
  const deduction = Math.round((unused * percent) / 100);
  return allowed('pro_rata', unused - deduction, {
    unused_uzs: unused,
    deduction_percent: percent,
    deduction_uzs: deduction,
  });
}

/**
 * A trip (travel abroad, travel around Uzbekistan): the whole premium back before the trip starts; once it has,
 * the policy has done its work (a visa was issued on it, the traveller was covered from the first day), so it
 * is not cancelled here.
 */
export const TRIP_CANCELLATION: CancellationRule = {
  coolingOffDays: 14,
  afterStart: 'refused',
  refusal: 'trip_started',
};

/** The kit's rules by name, as a product declares one (`cancellation: 'compulsory'`). */
export const NAMED_CANCELLATIONS = {
  standard: STANDARD_CANCELLATION,
  compulsory: COMPULSORY_CANCELLATION,
  trip: TRIP_CANCELLATION,
} as const satisfies Readonly<Record<string, CancellationRule>>;

/** A product's declaration: one of the kit's rules by name, or its own. */
export type CancellationDeclaration = CancellationRule | keyof typeof NAMED_CANCELLATIONS;

export const cancellationRule = (declared: CancellationDeclaration): CancellationRule =>
  typeof declared === 'string' ? NAMED_CANCELLATIONS[declared] : declared;
