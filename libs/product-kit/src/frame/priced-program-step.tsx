import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FormattedPrice, useLang } from '@polis/i18n';
import { ProgramChoice, type ProgramChoiceProps, type ProgramsQuery } from './program-choice';
import { uzsRow, type ProgramComparison } from './program-comparison';

/** What a priced-program step submits: the program, its premium and its sum insured (UZS). */
export interface PricedProgram {
  readonly programId: number;
  readonly premium: number;
  readonly total: number;
}

export interface PricedProgramStepOptions<P extends { readonly id: number }> {
  /** A hook: the programs' query (RTK Query) and the programs of its answer, once it has them. */
  readonly usePrograms: () => { readonly query: ProgramsQuery; readonly programs: readonly P[] | undefined };
  /** The program chosen when the snapshot holds none. */
  readonly defaultId: number;
  /** `ProgramChoice`'s message ids and the card's line, given `{premium}` and `{total}` as prices. */
  readonly messages: ProgramChoiceProps<P>['messages'] & { readonly hint: string };
  readonly name: (program: P, intl: IntlShape, lang: ReturnType<typeof useLang>) => string;
  /** A line of what the program is for, after its premium and sum insured. */
  readonly description?: (program: P, lang: ReturnType<typeof useLang>) => string;
  readonly premium: (program: P) => number;
  readonly total: (program: P) => number;
  /**
   * What each program covers (the product's rows and exclusions); the kit puts the sum insured and the premium
   * the server answers first.
   */
  readonly compare: ProgramComparison<P>;
}

/**
 * A product's program step from its declaration: the insurer's programs as cards (`ProgramChoice`), each with
 * its premium and sum insured, the held or default one chosen first; it submits a `PricedProgram`.
 */
export function pricedProgramStep<P extends { readonly id: number }>(options: PricedProgramStepOptions<P>) {
  const { messages, premium, total } = options;
  const compare: ProgramComparison<P> = {
    ...options.compare,
    covered: [
      uzsRow<P>('kit.compare.sumInsured', total),
      uzsRow<P>('kit.compare.premium', premium),
      ...options.compare.covered,
    ],
  };
  return function PricedProgramStep({
    initial,
    onSubmit,
  }: {
    readonly initial: PricedProgram | undefined;
    readonly onSubmit: (program: PricedProgram) => void;
  }) {
    const intl = useIntl();
    const lang = useLang();
    const { query, programs } = options.usePrograms();
    return (
      <ProgramChoice
        query={query}
        programs={programs}
        initialId={initial?.programId ?? options.defaultId}
        messages={messages}
        name={(p) => options.name(p, intl, lang)}
        hint={(p) => (
          <>
            <FormattedMessage
              id={messages.hint}
              values={{
                premium: <FormattedPrice amount={premium(p)} />,
                total: <FormattedPrice amount={total(p)} />,
              }}
            />
            {options.description ? (
              <>
                <br />
                {options.description(p, lang)}
              </>
            ) : null}
          </>
        )}
        compare={compare}
        onChoose={(p) => onSubmit({ programId: p.id, premium: premium(p), total: total(p) })}
      />
    );
  };
}
