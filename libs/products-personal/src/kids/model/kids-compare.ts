import { uzsRow, type ProgramComparison } from '@polis/product-kit';
import type { KidsProgram } from '@polis/tariffs';

/**
 * What programs 74 and 75 cover (spec 001 section 9 and the rules, apps/api/src/rules/rules-text/kids.ts): the
 * same death and injury sums, a hospital stay only under 75; the sums the server also prices from.
 */
export const KIDS_COMPARISON: ProgramComparison<KidsProgram> = {
  covered: [
    uzsRow('kids.compare.premium', (p) => p.premiumUzs),
    uzsRow('kids.compare.death', (p) => p.cover.death),
    uzsRow('kids.compare.injury', (p) => p.cover.injury),
    uzsRow('kids.compare.hospital', (p) => p.cover.hospital),
  ],
  excluded: ['kids.compare.illness', 'kids.compare.driving', 'kids.compare.before'],
};
