import { FormattedMessage } from 'react-intl';
import { FormattedPrice, useLang } from '@polis/i18n';
import { ProgramChoice } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import { useGetHousingTariffsQuery } from '../api/housing-api';
import { DEFAULT_PROGRAM, type HousingSnapshot } from '../model/housing-state';

/** Program: the tariffs of the insurer, program 2 chosen by default. */
export function ProgramStep({ initial, onSubmit }: StepProps<HousingSnapshot, 'program'>) {
  const lang = useLang();
  const query = useGetHousingTariffsQuery();
  return (
    <ProgramChoice
      query={query}
      programs={query.data?.programs}
      initialId={initial?.programId ?? DEFAULT_PROGRAM.programId}
      messages={{
        label: 'housing.step.program',
        legend: 'housing.program.legend',
        failed: 'housing.tariffs.failed',
        retry: 'housing.retry',
      }}
      name={(p) => p.name[lang]}
      hint={(p) => (
        <FormattedMessage
          id="housing.program.hint"
          values={{
            premium: <FormattedPrice amount={p.premium_year} />,
            total: <FormattedPrice amount={p.total} />,
          }}
        />
      )}
      onChoose={(p) => onSubmit({ programId: p.id, premium: p.premium_year, total: p.total })}
    />
  );
}
