import { FormattedMessage, useIntl } from 'react-intl';
import { number, object } from 'yup';
import { FormattedPrice, useLang } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { Button, RadioGroup, Skeleton } from '@polis/ui';
import type { StepProps } from '@polis/wizard-core';
import { useGetMiniKaskoProgramsQuery } from '../api/mini-kasko-api';
import { DEFAULT_PROGRAM_ID, type MiniKaskoSnapshot } from '../model/mini-kasko-state';

const schema = object({ programId: number().required('wizard.form.required') });

/** Program: the insurer's tariflar (price for 31 days, cover, what it covers), Basic by default. */
export function ProgramStep({ initial, onSubmit }: StepProps<MiniKaskoSnapshot, 'program'>) {
  const intl = useIntl();
  const lang = useLang();
  const { data, isLoading, isError, refetch } = useGetMiniKaskoProgramsQuery();
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="miniKasko.programs.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="miniKasko.retry" />
        </Button>
      </div>
    );
  const programs = data.tariflar;
  return (
    <KitStepForm
      initialValues={{ programId: String(initial?.programId ?? DEFAULT_PROGRAM_ID) }}
      schema={schema}
      label={intl.formatMessage({ id: 'miniKasko.step.program' })}
      onSubmit={({ programId }) => {
        const p = programs.find((t) => t.id === Number(programId));
        if (p) onSubmit({ programId: p.id, title: p.name, premium: p.premium, liability: p.liability });
      }}
    >
      {(form) => (
        <RadioGroup
          legend={intl.formatMessage({ id: 'miniKasko.program.legend' })}
          name="programId"
          appearance="cards"
          value={form.values.programId}
          onChange={form.handleChange}
          options={programs.map((p) => ({
            value: String(p.id),
            label: p.name,
            hint: (
              <>
                <FormattedMessage
                  id="miniKasko.program.hint"
                  values={{
                    premium: <FormattedPrice amount={p.premium} />,
                    liability: <FormattedPrice amount={p.liability} />,
                  }}
                />{' '}
                {p.description[lang]}
              </>
            ),
          }))}
        />
      )}
    </KitStepForm>
  );
}
