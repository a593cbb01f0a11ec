import type { IntlShape } from 'react-intl';
import type { SummaryFact } from './purchase-summary';

/**
 * The payment step's facts from `[message id, value]` rows; a row without a value (its step not submitted yet)
 * is left out.
 */
export const summaryFacts = (
  intl: IntlShape,
  rows: readonly (readonly [string, string | number | false | undefined])[],
): SummaryFact[] =>
  rows.flatMap(([id, value]) =>
    value === undefined || value === false
      ? []
      : [{ label: intl.formatMessage({ id }), value: String(value) }],
  );
