import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { formStep, ProgramCompare, StartDateField } from '@polis/product-kit';
import { KINDNESS_COVER_MONTHS, KINDNESS_FUND_PERCENT, KINDNESS_PREMIUM_UZS } from '@polis/tariffs';
import { daysFromToday, startDate } from '@polis/wizard-core';
import { object } from 'yup';
import { KINDNESS_COMPARISON, KINDNESS_PROGRAM } from '../model/kindness-compare';
import type { KindnessSnapshot } from '../model/kindness-state';

function ProgramFields() {
  const intl = useIntl();
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
        <ProgramCompare
          programs={[KINDNESS_PROGRAM]}
          name={() => intl.formatMessage({ id: 'kindness.compare.name' })}
          {...KINDNESS_COMPARISON}
        />
        <p className="kit-note">
          <FormattedMessage id="kindness.program.fund" values={{ percent: KINDNESS_FUND_PERCENT }} />
        </p>
      </section>
      <StartDateField label="kindness.startDate" hint="kindness.startDate.hint" />
    </>
  );
}

/** The one program, said plainly: for whom, the price, what it covers and not (the kit's comparison); then the start date (1 to 90 days ahead). */
export const programStep = formStep<KindnessSnapshot, 'program'>({
  id: 'program',
  title: 'kindness.step.program',
  schema: object({ startDate: startDate({ from: 1, to: 90 }) }),
  values: (initial) => ({ startDate: daysFromToday(1), ...initial }),
  Fields: ProgramFields,
});
