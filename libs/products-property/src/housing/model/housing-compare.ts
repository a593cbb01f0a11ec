import type { HousingProgram } from '@polis/api-contract';
import { coverRow, uzsRow, type ProgramComparison } from '@polis/product-kit';
import { housingProgram } from '@polis/tariffs';

/** Programs 1 and 3 follow the premium property rules (all risks, contents too); 2 and 4 the housing rules. */
const allRisks = (p: HousingProgram) => housingProgram(p.id)?.rules === 'premium-property';

/**
 * What the home programs cover, as their rules say (apps/api/src/rules/rules-text/housing.ts and
 * premium-property.ts); the kit adds the sum insured and the premium the server answers. Liability to neighbours
 * is the premium property rules' 10 % of the sum insured.
 */
export const HOUSING_COMPARISON: ProgramComparison<HousingProgram> = {
  covered: [
    coverRow('housing.compare.fire'),
    coverRow('housing.compare.water'),
    coverRow('housing.compare.nature'),
    coverRow('housing.compare.vandalism'),
    coverRow('housing.compare.contents', allRisks),
    coverRow('housing.compare.theft', allRisks),
    coverRow('housing.compare.glass', allRisks),
    uzsRow('housing.compare.neighbours', (p) => (allRisks(p) ? Math.round(p.total / 10) : null)),
  ],
  excluded: ['housing.compare.wear', 'housing.compare.alterations', 'housing.compare.cash'],
};
