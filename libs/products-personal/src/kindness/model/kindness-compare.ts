import { uzsRow, type ProgramComparison } from '@polis/product-kit';
import { KINDNESS_COVER, KINDNESS_PREMIUM_UZS } from '@polis/tariffs';

/** Kindness has one fixed program (spec 001): its one column. */
export const KINDNESS_PROGRAM = { id: 1 } as const;

/** What it covers and not, as the rules say (apps/api/src/rules/rules-text/kindness.ts), with the tariff's sums. */
export const KINDNESS_COMPARISON: ProgramComparison<typeof KINDNESS_PROGRAM> = {
  covered: [
    uzsRow('kindness.compare.premium', () => KINDNESS_PREMIUM_UZS),
    uzsRow('kindness.compare.accident', () => KINDNESS_COVER.accident),
    uzsRow('kindness.compare.hospital', () => KINDNESS_COVER.hospital),
  ],
  excluded: ['kindness.compare.illness', 'kindness.compare.before', 'kindness.compare.drunk'],
};
