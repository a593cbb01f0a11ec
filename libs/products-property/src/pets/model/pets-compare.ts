import { coverRow, type ProgramComparison } from '@polis/product-kit';
import type { PetsProgram } from '@polis/api-contract';

/**
 * What the pet programs cover, as the rules say (apps/api/src/rules/rules-text/pets.ts): every program the same
 * risks, up to its own sum insured (the kit adds the sum and the premium the server answers).
 */
export const PETS_COMPARISON: ProgramComparison<PetsProgram> = {
  covered: [
    coverRow('pets.compare.treatment'),
    coverRow('pets.compare.death'),
    coverRow('pets.compare.liability'),
  ],
  excluded: [
    'pets.compare.hereditary',
    'pets.compare.unvaccinated',
    'pets.compare.breeding',
    'pets.compare.fights',
    'pets.compare.firstDays',
  ],
};
