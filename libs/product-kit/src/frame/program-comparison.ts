import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { priceText } from '@polis/i18n';

/**
 * One row of the comparison: what a program covers and how far. A cell is a fact (a sum, a limit), `true`
 * (covered, no separate limit) or `false` (not covered by this program).
 */
export interface CompareRow<P> {
  /** Message id of the row's header. */
  readonly label: string;
  readonly value: (program: P, intl: IntlShape) => ReactNode | boolean;
}

/** A row whose cell is a sum in UZS the server knows (sum insured, premium, a limit). */
export const uzsRow = <P>(label: string, amount: (program: P) => number | null): CompareRow<P> => ({
  label,
  value: (program, intl) => {
    const sum = amount(program);
    return sum === null ? false : priceText(intl, sum);
  },
});

/** A row covered by the programs `covers` accepts and not by the others. */
export const coverRow = <P>(label: string, covers: (program: P) => boolean = () => true): CompareRow<P> => ({
  label,
  value: (program) => covers(program),
});

/** What a product declares for its comparison: the rows covered, and what no program covers. */
export interface ProgramComparison<P> {
  /** Message id of the table's caption; the kit's "What each program covers" by default. */
  readonly caption?: string;
  readonly covered: readonly CompareRow<P>[];
  /** Message ids of what none of the programs covers (the rules' exclusions). */
  readonly excluded: readonly string[];
}
