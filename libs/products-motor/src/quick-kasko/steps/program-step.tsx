import { FormattedMessage, useIntl } from 'react-intl';
import { number, object } from 'yup';
import { FormattedPrice, useLang } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { QUICK_KASKO_DEFAULT_PROGRAM_ID } from '@polis/tariffs';
import { Button, RadioGroup, Skeleton } from '@polis/ui';
import type { StepProps } from '@polis/wizard-core';
import { useGetQuickKaskoProgramsQuery } from '../api/quick-kasko-api';
import type { QuickKaskoSnapshot } from '../model/quick-kasko-state';

const schema = object({ programId: number().required('wizard.form.required') });

/** Program: `GET /sayt/tez-kasko/programs` (cover and the premium of 12 months), the first by default. */
export function ProgramStep({ initial, onSubmit }: StepProps<QuickKaskoSnapshot, 'program'>) {
  const intl = useIntl();
  const lang = useLang();
  const { data, isLoading, isError, refetch } = useGetQuickKaskoProgramsQuery();
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="quickKasko.programs.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="quickKasko.retry" />
        </Button>
      </div>
    );
  const programs = data.programs;
  return (
    <KitStepForm
      initialValues={{ programId: String(initial?.programId ?? QUICK_KASKO_DEFAULT_PROGRAM_ID) }}
      schema={schema}
      label={intl.formatMessage({ id: 'quickKasko.step.program' })}
      onSubmit={({ programId }) => {
        const p = programs.find((x) => x.id === Number(programId));
        if (p) onSubmit({ programId: p.id, title: p.name[lang], premium: p.premium, total: p.total });
      }}
    >
      {(form) => (
        <RadioGroup
          legend={intl.formatMessage({ id: 'quickKasko.program.legend' })}
          name="programId"
          appearance="cards"
          value={form.values.programId}
          onChange={form.handleChange}
          options={programs.map((p) => ({
            value: String(p.id),
            label: p.name[lang],
            hint: (
              <FormattedMessage
                id="quickKasko.program.hint"
                values={{
                  premium: <FormattedPrice amount={p.premium} />,
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
