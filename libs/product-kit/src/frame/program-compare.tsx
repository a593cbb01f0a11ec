import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProgramComparison } from './program-comparison';

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
