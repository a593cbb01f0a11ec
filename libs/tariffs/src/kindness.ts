/**
 * Kindness ("Ezgulik", spec 001 "Kindness"): one fixed program, 200 000 UZS for 12 months, bought as a gift
 * for another person (the kindness rules). The spec fixes the total and says the risk and product ids are
 * fixed without giving their values: the ids, the covers and the share for the Mehr nuri fund below are the
 * product's own choice (no public figures, NOTES.md).
 */
export const KINDNESS_PREMIUM_UZS = 200_000;
export const KINDNESS_COVER_MONTHS = 12;
/** The insurer's fixed ids the save sends and the server checks. */
export const KINDNESS_RISK_ID = 21;
export const KINDNESS_PRODUCT_ID = 64;
/** Death or disability from an accident; hospital stay after an accident. */
export const KINDNESS_COVER = { accident: 20_000_000, hospital: 2_000_000 } as const;
/** Share of the premium given to the Mehr nuri charity programme, per cent. */
export const KINDNESS_FUND_PERCENT = 10;

/** The premium of an application, whole UZS: the page shows it and the server charges it. */
export const kindnessPremium = (): number => KINDNESS_PREMIUM_UZS;
export const kindnessFundShare = (): number => (KINDNESS_PREMIUM_UZS * KINDNESS_FUND_PERCENT) / 100;
