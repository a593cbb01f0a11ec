/**
 * DMS constructor constants and the limit rule (spec 001 sections 4 and 9). The default coverages share the
 * limit the visitor sets in proportion to their default amounts, each rounded to steps of 100 000; the last
 * coverage takes the rounding remainder so the parts add up to the limit.
 */
export const DMS_BASE_LIMIT_UZS = 30_000_000;
export const DMS_ROUNDING_STEP_UZS = 100_000;
export const DMS_HOSPITAL_CATEGORIES = ['Basic', 'Comfort', 'VIP'] as const;
export const DMS_DEFAULT_CATEGORY = 'VIP';
export const DMS_TRAVEL_DEFAULT_DAYS = 5;

const roundToStep = (amount: number) => Math.round(amount / DMS_ROUNDING_STEP_UZS) * DMS_ROUNDING_STEP_UZS;

/** Splits `limit` over coverages in proportion to `weights` (their default amounts), steps of 100 000. */
export function distributeDmsLimit(limit: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0 || total <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => roundToStep((limit * w) / total));
  const rest = roundToStep(limit) - parts.reduce((sum, p) => sum + p, 0);
  parts[parts.length - 1] += rest;
  return parts;
}

/*
 * The constructor's coverages and prices. Spec 001 gives the constants above and the fields of a coverage;
 * the coverages, their default amounts and bounds, the rates and the category factors are this product's
 * choice (NOTES.md: no public DMS figures). Prices are a year per employee, in UZS.
 */
export type DmsHospitalCategory = (typeof DMS_HOSPITAL_CATEGORIES)[number];

/** The limit the visitor may set per employee (steps of 100 000). */
export const DMS_MIN_LIMIT_UZS = 10_000_000;
export const DMS_MAX_LIMIT_UZS = 200_000_000;
export const DMS_MAX_EMPLOYEES = 10_000;

/** A default coverage: its share of the base limit (the weight of the distribution) and its yearly rate. */
export interface DmsDefaultCoverage {
  readonly id: number;
  readonly key: string;
  /** Its amount at the base limit; the amounts add up to DMS_BASE_LIMIT_UZS. */
  readonly coverage: number;
  readonly rate: number;
}

// prettier-ignore
export const DMS_DEFAULT_COVERAGES: readonly DmsDefaultCoverage[] = [
  { id: 1, key: 'outpatient', coverage: 9_000_000, rate: 0.06 },
  { id: 2, key: 'inpatient', coverage: 12_000_000, rate: 0.04 },
  { id: 3, key: 'emergency', coverage: 3_000_000, rate: 0.03 },
  { id: 4, key: 'dentistry', coverage: 2_000_000, rate: 0.08 },
  { id: 5, key: 'medicines', coverage: 4_000_000, rate: 0.07 },
];

/**
 * An additional coverage, ticked and tuned within [min_coverage, max_coverage]: an amount in steps of
 * 100 000 priced at `rate` of it, or (is_travel) a number of days priced at `day_price` a day.
 */
export interface DmsAdditionalCoverage {
  readonly id: number;
  readonly key: string;
  readonly coverage: number;
  readonly min_coverage: number;
  readonly max_coverage: number;
  readonly is_travel: boolean;
  readonly checked: boolean;
  readonly rate: number;
  readonly day_price: number;
}

// prettier-ignore
export const DMS_ADDITIONAL_COVERAGES: readonly DmsAdditionalCoverage[] = [
  { id: 11, key: 'checkup', coverage: 1_500_000, min_coverage: 500_000, max_coverage: 5_000_000, is_travel: false, checked: true, rate: 0.3, day_price: 0 },
  { id: 12, key: 'maternity', coverage: 5_000_000, min_coverage: 2_000_000, max_coverage: 15_000_000, is_travel: false, checked: false, rate: 0.12, day_price: 0 },
  { id: 13, key: 'vaccination', coverage: 500_000, min_coverage: 200_000, max_coverage: 2_000_000, is_travel: false, checked: false, rate: 0.4, day_price: 0 },
  { id: 14, key: 'critical', coverage: 10_000_000, min_coverage: 5_000_000, max_coverage: 50_000_000, is_travel: false, checked: false, rate: 0.015, day_price: 0 },
  { id: 15, key: 'travel', coverage: DMS_TRAVEL_DEFAULT_DAYS, min_coverage: 1, max_coverage: 30, is_travel: true, checked: false, rate: 0, day_price: 20_000 },
];

/** The hospital category multiplies the default coverages' price (the additional ones are the same in all). */
export const DMS_CATEGORY_FACTORS: Readonly<Record<DmsHospitalCategory, number>> = {
  Basic: 1,
  Comfort: 1.25,
  VIP: 1.6,
};

export interface DmsChoice {
  readonly limit: number;
  readonly category: DmsHospitalCategory;
  /** The ticked additional coverages with their tuned amount (days for travel). */
  readonly additional: readonly { readonly id: number; readonly coverage: number }[];
  readonly employees: number;
}

export type DmsChoiceIssue =
  | { readonly path: string; readonly code: 'limit_out_of_range' | 'employees_out_of_range' }
  | {
      readonly path: string;
      readonly code: 'unknown_coverage' | 'duplicate_coverage' | 'coverage_out_of_range';
      readonly id: number;
    };

const isStep = (n: number) => Number.isSafeInteger(n) && n % DMS_ROUNDING_STEP_UZS === 0;

/** What is wrong with a choice (empty when it can be priced). */
export function dmsChoiceIssues(choice: DmsChoice): DmsChoiceIssue[] {
  const issues: DmsChoiceIssue[] = [];
  if (!isStep(choice.limit) || choice.limit < DMS_MIN_LIMIT_UZS || choice.limit > DMS_MAX_LIMIT_UZS)
    issues.push({ path: '/limit', code: 'limit_out_of_range' });
  if (!Number.isSafeInteger(choice.employees) || choice.employees < 1 || choice.employees > DMS_MAX_EMPLOYEES)
    issues.push({ path: '/number_of_employees', code: 'employees_out_of_range' });
  const seen = new Set<number>();
  choice.additional.forEach(({ id, coverage }, i) => {
    const path = `/additional_coverages/${i}`;
    const def = DMS_ADDITIONAL_COVERAGES.find((c) => c.id === id);
    if (!def) issues.push({ path: `${path}/id`, code: 'unknown_coverage', id });
    else if (seen.has(id)) issues.push({ path: `${path}/id`, code: 'duplicate_coverage', id });
    else if (
      !Number.isSafeInteger(coverage) ||
      coverage < def.min_coverage ||
      coverage > def.max_coverage ||
      (!def.is_travel && !isStep(coverage))
    )
      issues.push({ path: `${path}/coverage`, code: 'coverage_out_of_range', id });
    seen.add(id);
  });
  return issues;
}

export interface DmsPrice {
  readonly defaultCoverages: readonly { readonly id: number; readonly coverage: number }[];
  readonly additional: readonly { readonly id: number; readonly coverage: number; readonly price: number }[];
  readonly perEmployee: number;
  readonly forCompany: number;
}

/**
 * The yearly price of a valid choice (check `dmsChoiceIssues` first): the limit shared over the default
 * coverages, each priced at its rate x the category factor, plus each ticked additional coverage; whole UZS
 * per employee, times the number of employees for the company.
 */
export function dmsPrice(choice: DmsChoice): DmsPrice {
  const parts = distributeDmsLimit(
    choice.limit,
    DMS_DEFAULT_COVERAGES.map((c) => c.coverage),
  );
  const factor = DMS_CATEGORY_FACTORS[choice.category];
  const base = DMS_DEFAULT_COVERAGES.reduce((sum, c, i) => sum + parts[i] * c.rate * factor, 0);
  const additional = choice.additional.map(({ id, coverage }) => {
    const def = DMS_ADDITIONAL_COVERAGES.find((c) => c.id === id);
    const price = !def ? 0 : Math.round(def.is_travel ? coverage * def.day_price : coverage * def.rate);
    return { id, coverage, price };
  });
  const perEmployee = Math.round(base) + additional.reduce((sum, a) => sum + a.price, 0);
  return {
    defaultCoverages: DMS_DEFAULT_COVERAGES.map((c, i) => ({ id: c.id, coverage: parts[i] })),
    additional,
    perEmployee,
    forCompany: perEmployee * choice.employees,
  };
}
