import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice, useLang } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { Button, RadioGroup, Skeleton } from '@polis/ui';
import type { StepProps } from '@polis/wizard-core';
import { useGetHousingTariffsQuery } from '../api/housing-api';
import { DEFAULT_PROGRAM, type HousingSnapshot } from '../model/housing-state';
import { programSchema } from './program.schema';

/** Program: the tariffs of the insurer, program 2 chosen by default. */
export function ProgramStep({ initial, onSubmit }: StepProps<HousingSnapshot, 'program'>) {
  const intl = useIntl();
  const lang = useLang();
  const { data, isLoading, isError, refetch } = useGetHousingTariffsQuery();
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="housing.tariffs.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="housing.retry" />
        </Button>
      </div>
    );
  const programs = data.programs;
  return (
    <KitStepForm
      initialValues={{ programId: String(initial?.programId ?? DEFAULT_PROGRAM.programId) }}
      schema={programSchema}
      label={intl.formatMessage({ id: 'housing.step.program' })}
      onSubmit={({ programId }) => {
        const chosen = programs.find((p) => p.id === Number(programId));
        if (chosen) onSubmit({ programId: chosen.id, premium: chosen.premium_year, total: chosen.total });
      }}
    >
      {(form) => (
        <RadioGroup
          legend={intl.formatMessage({ id: 'housing.program.legend' })}
          name="programId"
          appearance="cards"
          value={form.values.programId}
          onChange={form.handleChange}
          options={programs.map((p) => ({
            value: String(p.id),
            label: p.name[lang],
            hint: (
              <FormattedMessage
                id="housing.program.hint"
                values={{
                  premium: <FormattedPrice amount={p.premium_year} />,
                  total: <FormattedPrice amount={p.total} />,
                }}
              />
            ),
          }))}
        />
      )}
    </KitStepForm>
  );
}
