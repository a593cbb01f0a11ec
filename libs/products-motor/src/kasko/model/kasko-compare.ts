import type { KaskoTarifResponse } from '@polis/api-contract';
import { coverRow, uzsRow, type ProgramComparison } from '@polis/product-kit';

type KaskoProgram = KaskoTarifResponse['programs'][number];

/**
 * What each KASKO program covers, as the rules say (apps/api/src/rules/rules-text/kasko.ts): the same damage
 * for all three, theft and robbery only under Comfort and Premium. The sum insured is the car's value and the
 * premium the calculator's answer for it (`premiumOf`), both the server's figures.
 */
export function kaskoComparison(
  carValue: number,
  premiumOf: (program: KaskoProgram) => number,
): ProgramComparison<KaskoProgram> {
  return {
    covered: [
      uzsRow('kit.compare.sumInsured', () => carValue),
      uzsRow('kasko.compare.premium', premiumOf),
      coverRow('kasko.compare.crash'),
      coverRow('kasko.compare.fire'),
      coverRow('kasko.compare.nature'),
      coverRow('kasko.compare.others'),
      // Program 1 is Basic (KASKO_PROGRAMS in @polis/tariffs).
      coverRow('kasko.compare.theft', (p) => p.id !== 1),
    ],
    excluded: [
      'kasko.compare.drunk',
      'kasko.compare.taxi',
      'kasko.compare.wear',
      'kasko.compare.keys',
      'kasko.compare.racing',
    ],
  };
}
