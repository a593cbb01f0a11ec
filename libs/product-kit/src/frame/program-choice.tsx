import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { object, string } from 'yup';
import { RadioGroup, Skeleton } from '@polis/ui';
import { KitStepForm } from './kit-step-form';
import { LoadFailed } from './load-failed';
import { LazyProgramCompare } from './program-compare-lazy';
import type { ProgramComparison } from './program-comparison';

const schema = object({ programId: string().required('wizard.form.required') });

/** What the step needs of the programs' query (an RTK Query hook's result). */
export interface ProgramsQuery {
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

export interface ProgramChoiceProps<P extends { readonly id: number }> {
  readonly query: ProgramsQuery;
  /** The insurer's programs, once the query has them. */
  readonly programs: readonly P[] | undefined;
  /** The program chosen before (held in the snapshot), or the product's default. */
  readonly initialId: number;
  /** Message ids of the product: the form's name, the cards' legend, the load failure and its retry. */
  readonly messages: {
    readonly label: string;
    readonly legend: string;
    readonly failed: string;
    readonly retry: string;
  };
  /** A program's card: its name and the line under it (price, cover). */
  readonly name: (program: P) => string;
  readonly hint: (program: P) => ReactNode;
  readonly onChoose: (program: P) => void;
  /** What each program covers and excludes, shown side by side above the cards. */
  readonly compare?: ProgramComparison<P>;
}

/**
 * A product's program step: the insurer's programs as cards, one chosen (the held or default one first),
 * a skeleton while they load, and a retry when they cannot be loaded; with `compare`, what each covers and
 * excludes side by side above them.
 */
export function ProgramChoice<P extends { readonly id: number }>({
  query,
  programs,
  initialId,
  messages,
  name,
  hint,
  onChoose,
  compare,
}: ProgramChoiceProps<P>) {
  const intl = useIntl();
  if (query.isLoading) return <Skeleton lines={4} />;
  if (query.isError || !programs)
    return <LoadFailed message={messages.failed} retry={messages.retry} onRetry={query.refetch} />;
  return (
    <KitStepForm
      initialValues={{ programId: String(initialId) }}
      schema={schema}
      label={intl.formatMessage({ id: messages.label })}
      onSubmit={({ programId }) => {
        const chosen = programs.find((p) => p.id === Number(programId));
        if (chosen) onChoose(chosen);
      }}
    >
      {(form) => (
        <>
          {compare ? <LazyProgramCompare programs={programs} name={name} {...compare} /> : null}
          <RadioGroup
            legend={intl.formatMessage({ id: messages.legend })}
            name="programId"
            appearance="cards"
            value={form.values.programId}
            onChange={form.handleChange}
            options={programs.map((p) => ({ value: String(p.id), label: name(p), hint: hint(p) }))}
          />
        </>
      )}
    </KitStepForm>
  );
}
