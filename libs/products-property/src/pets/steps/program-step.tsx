import { pricedProgramStep } from '@polis/product-kit';
import { useGetPetsProgramsQuery } from '../api/pets-api';
import { DEFAULT_PROGRAM } from '../model/pets-state';

/** Program: the sums insured and premiums of the insurer's programs, program 1 by default. */
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
  name: (p, intl) => intl.formatMessage({ id: 'pets.program.name' }, { id: p.id }),
  premium: (p) => p.total_premium,
  total: (p) => p.total_insurance_amount,
});
