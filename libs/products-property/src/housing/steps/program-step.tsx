import { nameIn } from '@polis/i18n';
import { pricedProgramStep } from '@polis/product-kit';
import { useGetHousingTariffsQuery } from '../api/housing-api';
import { HOUSING_COMPARISON } from '../model/housing-compare';
import { DEFAULT_PROGRAM } from '../model/housing-state';

/** Program: the tariffs of the insurer, program 2 chosen by default, and what each covers side by side. */
export const ProgramStep = pricedProgramStep({
  usePrograms: () => {
    const query = useGetHousingTariffsQuery();
    return { query, programs: query.data?.programs };
  },
  defaultId: DEFAULT_PROGRAM.programId,
  messages: {
    label: 'housing.step.program',
    legend: 'housing.program.legend',
    failed: 'housing.tariffs.failed',
    retry: 'housing.retry',
    hint: 'housing.program.hint',
  },
  name: (p, _intl, lang) => nameIn(p.name, lang),
  premium: (p) => p.premium_year,
  total: (p) => p.total,
  compare: HOUSING_COMPARISON,
});
