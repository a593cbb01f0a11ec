import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { Button, RadioGroup, Skeleton } from '@polis/ui';
import type { StepProps } from '@polis/wizard-core';
import { useGetPetsProgramsQuery } from '../api/pets-api';
import { DEFAULT_PROGRAM, type PetsSnapshot } from '../model/pets-state';
import { programSchema } from './program.schema';

/** Program: the sums insured and premiums of GET /sayt/pet-insurance/programs, program 1 by default. */
export function ProgramStep({ initial, onSubmit }: StepProps<PetsSnapshot, 'program'>) {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useGetPetsProgramsQuery();
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="pets.programs.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="pets.retry" />
        </Button>
      </div>
    );
  const programs = data.programs;
  return (
    <KitStepForm
      initialValues={{ programId: String(initial?.programId ?? DEFAULT_PROGRAM.programId) }}
      schema={programSchema}
      label={intl.formatMessage({ id: 'pets.step.program' })}
      onSubmit={({ programId }) => {
        const chosen = programs.find((p) => p.id === Number(programId));
        if (chosen)
          onSubmit({
            programId: chosen.id,
            premium: chosen.total_premium,
            total: chosen.total_insurance_amount,
          });
      }}
    >
      {(form) => (
        <RadioGroup
          legend={intl.formatMessage({ id: 'pets.program.legend' })}
          name="programId"
          appearance="cards"
          value={form.values.programId}
          onChange={form.handleChange}
          options={programs.map((p) => ({
            value: String(p.id),
            label: intl.formatMessage({ id: 'pets.program.name' }, { id: p.id }),
            hint: (
              <FormattedMessage
                id="pets.program.hint"
                values={{
                  premium: <FormattedPrice amount={p.total_premium} />,
                  total: <FormattedPrice amount={p.total_insurance_amount} />,
                }}
              />
            ),
          }))}
        />
      )}
    </KitStepForm>
  );
}
