import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { ProgramChoice } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import { useGetPetsProgramsQuery } from '../api/pets-api';
import { DEFAULT_PROGRAM, type PetsSnapshot } from '../model/pets-state';

/** Program: the sums insured and premiums of GET /sayt/pet-insurance/programs, program 1 by default. */
export function ProgramStep({ initial, onSubmit }: StepProps<PetsSnapshot, 'program'>) {
  const intl = useIntl();
  const query = useGetPetsProgramsQuery();
  return (
    <ProgramChoice
      query={query}
      programs={query.data?.programs}
      initialId={initial?.programId ?? DEFAULT_PROGRAM.programId}
      messages={{
        label: 'pets.step.program',
        legend: 'pets.program.legend',
        failed: 'pets.programs.failed',
        retry: 'pets.retry',
      }}
      name={(p) => intl.formatMessage({ id: 'pets.program.name' }, { id: p.id })}
      hint={(p) => (
        <FormattedMessage
          id="pets.program.hint"
          values={{
            premium: <FormattedPrice amount={p.total_premium} />,
            total: <FormattedPrice amount={p.total_insurance_amount} />,
          }}
        />
      )}
      onChoose={(p) =>
        onSubmit({ programId: p.id, premium: p.total_premium, total: p.total_insurance_amount })
      }
    />
  );
}
