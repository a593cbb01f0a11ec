import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
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
export const uzsRow = <P,>(label: string, amount: (program: P) => number | null): CompareRow<P> => ({
  label,
  value: (program, intl) => {
    const sum = amount(program);
    return sum === null ? false : priceText(intl, sum);
  },
});

/** A row covered by the programs `covers` accepts and not by the others. */
export const coverRow = <P,>(label: string, covers: (program: P) => boolean = () => true): CompareRow<P> => ({
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

export interface ProgramCompareProps<P extends { readonly id: number }> extends ProgramComparison<P> {
  readonly programs: readonly P[];
  /** A program's name, the header of its column. */
  readonly name: (program: P) => ReactNode;
}

function Cell({ value }: { readonly value: ReactNode | boolean }) {
  const intl = useIntl();
  if (value === true || value === false)
    return (
      <td className={value ? 'kit-compare__yes' : 'kit-compare__no'}>
        <span aria-hidden="true">{value ? '✓ ' : '— '}</span>
        {intl.formatMessage({ id: value ? 'kit.compare.yes' : 'kit.compare.no' })}
      </td>
    );
  return <td>{value}</td>;
}

/**
 * What each program covers and excludes, side by side before payment: a table with one column per program,
 * rows of cover (with the sums the server knows) and of exclusions. A phone scrolls the table inside its frame
 * (focusable, so that a keyboard scrolls it too) with the row headers held at the left; the page never
 * overflows.
 */
export function ProgramCompare<P extends { readonly id: number }>({
  programs,
  name,
  caption,
  covered,
  excluded,
}: ProgramCompareProps<P>) {
  const intl = useIntl();
  const captionId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  const span = programs.length + 1;
  return (
    <div className="kit-compare" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{t(caption ?? 'kit.compare.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('kit.compare.cover')}</th>
            {programs.map((p) => (
              <th scope="col" key={p.id}>
                {name(p)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="kit-compare__group">
            <th scope="rowgroup" colSpan={span}>
              {t('kit.compare.covered')}
            </th>
          </tr>
          {covered.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              {programs.map((p) => (
                <Cell key={p.id} value={row.value(p, intl)} />
              ))}
            </tr>
          ))}
        </tbody>
        {excluded.length > 0 ? (
          <tbody>
            <tr className="kit-compare__group">
              <th scope="rowgroup" colSpan={span}>
                {t('kit.compare.excluded')}
              </th>
            </tr>
            {excluded.map((id) => (
              <tr key={id}>
                <th scope="row">{t(id)}</th>
                {programs.length > 1 ? (
                  <td colSpan={programs.length} className="kit-compare__no">
                    <span aria-hidden="true">— </span>
                    {t('kit.compare.noneCover')}
                  </td>
                ) : (
                  <Cell value={false} />
                )}
              </tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}
