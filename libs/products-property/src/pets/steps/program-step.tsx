import { nameIn } from '@polis/i18n';
import { pricedProgramStep } from '@polis/product-kit';
import { useGetPetsProgramsQuery } from '../api/pets-api';
import { PETS_COMPARISON } from '../model/pets-compare';
import { DEFAULT_PROGRAM } from '../model/pets-state';

/**
 * Program: the insurer's programs by name, their sums insured and premiums, program 1 by default, with what
 * each covers and excludes side by side.
 */
export const ProgramStep = pricedProgramStep({
  usePrograms: () => {
    const query = useGetPetsProgramsQuery();
    return { query, programs: query.data?.programs };
  },
  defaultId: DEFAULT_PROGRAM.programId,
  messages: {
    label: 'pets.step.program',
    legend: 'pets.program.legend',
    failed: 'pets.programs.failed',
    retry: 'pets.retry',
    hint: 'pets.program.hint',
  },
  name: (p, _intl, lang) => nameIn(p.name, lang),
  description: (p, lang) => nameIn(p.description, lang),
  premium: (p) => p.total_premium,
  total: (p) => p.total_insurance_amount,
  compare: PETS_COMPARISON,
});
