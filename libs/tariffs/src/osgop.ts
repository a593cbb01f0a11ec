/**
 * OSGOP, carrier liability to passengers (resolution No. 266 of 15.09.2015; NOTES.md "Passenger liability"):
 * 44,000,000 UZS per passenger seat (40M life and health + 4M baggage), terms of 3, 6 and 12 months.
 * premium = sum per seat x annual base rate of the vehicle kind x seats x share of the term.
 * The per-kind rates and the term shares are not public: they are the product's own choice, kept here as data.
 */
export const OSGOP_SUM_PER_SEAT = 44_000_000;

export type OsgopKind = 'bus' | 'minibus' | 'taxi';

/** Annual base rate per seat, as a fraction of the sum per seat (product's choice). */
export const OSGOP_ANNUAL_RATES: Readonly<Record<OsgopKind, number>> = {
  bus: 0.001, // 44,000 UZS a seat a year: scheduled buses, the lowest risk per seat
  minibus: 0.0012, // 52,800: route minibuses (marshrutka)
  taxi: 0.0015, // 66,000: taxis, the most kilometres per seat
};

/** `dateType` of the calculation and the save: the term in months and its share of the annual premium. */
export const OSGOP_TERMS = [
  { dateType: 1, months: 3, share: 0.35 },
  { dateType: 2, months: 6, share: 0.6 },
  { dateType: 3, months: 12, share: 1 },
] as const;

export type OsgopDateType = (typeof OSGOP_TERMS)[number]['dateType'];

export const osgopTerm = (dateType: number) => OSGOP_TERMS.find((t) => t.dateType === dateType) ?? null;

/** Whole UZS, rounded half up; null for an unknown term or a seat count below 1. */
export function osgopPremium(kind: OsgopKind, seats: number, dateType: number): number | null {
  const term = osgopTerm(dateType);
  if (!term || !Number.isInteger(seats) || seats < 1) return null;
  return Math.round(OSGOP_SUM_PER_SEAT * OSGOP_ANNUAL_RATES[kind] * seats * term.share);
}

export const osgopInsuredSum = (seats: number) => OSGOP_SUM_PER_SEAT * seats;
