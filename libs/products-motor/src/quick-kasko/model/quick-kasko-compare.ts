import type { QuickKaskoProgram } from '@polis/api-contract';
import { coverRow, uzsRow, type ProgramComparison } from '@polis/product-kit';

/**
 * What each quick KASKO program covers: the same risks of the rules (apps/api/src/rules/rules-text/quick-kasko.ts)
 * up to its own sum insured, for the premium of 12 months the API answers.
 */
export const QUICK_KASKO_COMPARISON: ProgramComparison<QuickKaskoProgram> = {
  covered: [
    uzsRow('kit.compare.sumInsured', (p) => p.total),
    uzsRow('quickKasko.compare.premium', (p) => p.premium),
    coverRow('quickKasko.compare.crash'),
    coverRow('quickKasko.compare.fire'),
  ],
  excluded: [
    'quickKasko.compare.before',
    'quickKasko.compare.theft',
    'quickKasko.compare.drunk',
    'quickKasko.compare.taxi',
  ],
};
