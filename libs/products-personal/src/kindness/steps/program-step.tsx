import { FormattedMessage } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { formStep, StartDateField } from '@polis/product-kit';
import {
  KINDNESS_COVER,
  KINDNESS_COVER_MONTHS,
  KINDNESS_FUND_PERCENT,
  KINDNESS_PREMIUM_UZS,
} from '@polis/tariffs';
import { daysFromToday, startDate } from '@polis/wizard-core';
import { object } from 'yup';
import type { KindnessSnapshot } from '../model/kindness-state';

function ProgramFields() {
  return (
    <>
      <section className="kit-group" aria-labelledby="kindness-program">
        <h3 id="kindness-program" className="personal-total">
          <FormattedMessage
            id="kindness.program.name"
            values={{
              price: <FormattedPrice amount={KINDNESS_PREMIUM_UZS} />,
              months: KINDNESS_COVER_MONTHS,
            }}
          />
        </h3>
        <p>
          <FormattedMessage id="kindness.program.what" />
        </p>
        <ul>
          <li>
            <FormattedMessage
              id="kindness.program.accident"
              values={{ amount: <FormattedPrice amount={KINDNESS_COVER.accident} /> }}
            />
          </li>
          <li>
            <FormattedMessage
              id="kindness.program.hospital"
              values={{ amount: <FormattedPrice amount={KINDNESS_COVER.hospital} /> }}
            />
          </li>
        </ul>
        <p>
          <FormattedMessage id="kindness.program.notCovered" />
        </p>
        <p className="kit-note">
          <FormattedMessage id="kindness.program.fund" values={{ percent: KINDNESS_FUND_PERCENT }} />
        </p>
      </section>
      <StartDateField label="kindness.startDate" hint="kindness.startDate.hint" />
    </>
  );
}

/** The one program, said plainly: what it covers, for whom, the price; then the start date (1 to 90 days ahead). */
export const programStep = formStep<KindnessSnapshot, 'program'>({
  id: 'program',
  title: 'kindness.step.program',
  schema: object({ startDate: startDate({ from: 1, to: 90 }) }),
  values: (initial) => ({ startDate: daysFromToday(1), ...initial }),
  Fields: ProgramFields,
});
