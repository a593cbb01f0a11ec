/**
 * Employer liability (OSGOR), resolution No. 177 of 24.06.2009 (shared/spec/NOTES.md "Employer liability").
 *
 * 20 professional-risk classes with coefficients from 0.571 (class 1) to 7.714 (class 20); activities not
 * listed 3.400. Both ends and the "not listed" figure are public; the classes in between are the product's
 * own even steps (no public table gives them). Resolution 443 maps OKED codes to classes: here by the OKED
 * division (its first two digits), which places every one of the 934 codes.
 *
 * The spec's calculator takes the annual payroll `fot` and the `rate`: premium = fot x rate. The rate is the
 * class coefficient times the base rate of 0.1 % of payroll, so an IT company (class 1) pays 0.0571 % of its
 * payroll. The insurer's other published rule (50 minimum wages per employee x 0.1 % x coefficient x
 * headcount, minimum 0.25 BHM) is kept below as data; the API uses fot x rate (apps/api/src/products/osgor).
 */
export const OSGOR_COVER_MONTHS = 12;
/** The cover may start from today to 90 days ahead (Tashkent days), as the other products. */
export const OSGOR_MAX_START_AHEAD_DAYS = 90;
export const OSGOR_BASE_RATE = 0.001;
export const OSGOR_NOT_LISTED_COEFFICIENT = 3.4;
export const OSGOR_MIN_WAGE_UZS = 1_271_000;
export const OSGOR_BHM_UZS = 412_000;
export const OSGOR_MIN_PREMIUM_UZS = 103_000;

/** Coefficient of class 1..20 (index 0 is class 1). */
export const OSGOR_CLASS_COEFFICIENTS: readonly number[] = [
  0.571, 0.629, 0.686, 0.743, 0.857, 0.971, 1.086, 1.257, 1.429, 1.6, 1.829, 2.057, 2.343, 2.686, 3.086,
  3.543, 4.114, 4.857, 6.0, 7.714,
];

/** OKED divisions (first two digits) and their risk class; a division not here is "not listed" (3.4). */
// One division per entry reads as the table it is.
// prettier-ignore
export const OSGOR_OKED_CLASSES: Readonly<Record<string, number>> = {
  '01': 9, '02': 12, '03': 11, '05': 20, '06': 18, '07': 19, '08': 16, '10': 7, '11': 6, '13': 6, '14': 4,
  '16': 10, '20': 13, '23': 14, '24': 17, '25': 12, '28': 10, '29': 9, '35': 11, '36': 8, '41': 15, '42': 15,
  '43': 13, '45': 5, '46': 3, '47': 2, '49': 10, '52': 6, '55': 3, '56': 4, '61': 2, '62': 1, '63': 1, '64': 1,
  '65': 1, '66': 1, '68': 1, '69': 1, '70': 1, '71': 2, '73': 1, '85': 2, '86': 3, '93': 5,
};

/** Whole-fraction rate with six decimals (0.000571 ... 0.007714): no float noise in JSON. */
const toRate = (coefficient: number) => Math.round(coefficient * OSGOR_BASE_RATE * 1e6) / 1e6;

/** Risk class of an OKED code (5 digits, or the 2-digit division), or null when the activity is not listed. */
export function osgorClassOf(oked: string): number | null {
  return OSGOR_OKED_CLASSES[oked.trim().slice(0, 2)] ?? null;
}

/** The rate of a class (1..20), or the rate of activities not listed (null). */
export function osgorRateOfClass(riskClass: number | null): number {
  const coefficient =
    riskClass === null ? OSGOR_NOT_LISTED_COEFFICIENT : OSGOR_CLASS_COEFFICIENTS[riskClass - 1];
  if (coefficient === undefined) throw new RangeError(`OSGOR risk class ${riskClass} does not exist`);
  return toRate(coefficient);
}

/** The rate of an OKED code: its division's class, else the "not listed" rate. */
export const osgorRateOf = (oked: string): number => osgorRateOfClass(osgorClassOf(oked));

/** Every rate the tariff knows (20 classes and "not listed"). */
export const OSGOR_RATES: readonly number[] = [
  ...OSGOR_CLASS_COEFFICIENTS.map(toRate),
  toRate(OSGOR_NOT_LISTED_COEFFICIENT),
];

/** The calculator's rule: annual payroll (UZS) x rate, whole UZS. */
export function osgorPremium(fot: number, rate: number): number {
  return Math.round(fot * rate);
}

/** The insurer's published alternative, kept as data: 50 minimum wages per employee, with a minimum premium. */
export function osgorPremiumByHeadcount(headcount: number, riskClass: number | null): number {
  const coefficient =
    riskClass === null ? OSGOR_NOT_LISTED_COEFFICIENT : (OSGOR_CLASS_COEFFICIENTS[riskClass - 1] ?? 0);
  const premium = Math.round(50 * OSGOR_MIN_WAGE_UZS * OSGOR_BASE_RATE * coefficient * headcount);
  return Math.max(premium, OSGOR_MIN_PREMIUM_UZS);
}
