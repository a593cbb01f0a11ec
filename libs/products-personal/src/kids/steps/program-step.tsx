import { mixed, object } from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { formStep, ProgramCompare, StartDateField } from '@polis/product-kit';
import { KIDS_COVER_MONTHS, KIDS_PROGRAMS } from '@polis/tariffs';
import { daysFromToday, FormRadioGroup, startDate } from '@polis/wizard-core';
import { KIDS_COMPARISON } from '../model/kids-compare';
import type { KidsSnapshot } from '../model/kids-state';

const schema = object({
  programId: mixed<'74' | '75'>()
    .oneOf(['74', '75'], 'wizard.form.required')
    .required('wizard.form.required'),
  startDate: startDate({ from: 1, to: 90 }),
});

function ProgramFields() {
  const intl = useIntl();
  return (
    <>
      <ProgramCompare
        programs={KIDS_PROGRAMS}
        name={(p) => intl.formatMessage({ id: `kids.program.name.${p.id}` })}
        {...KIDS_COMPARISON}
      />
      <FormRadioGroup
        name="programId"
        legend={intl.formatMessage({ id: 'kids.program.legend' })}
        appearance="cards"
        options={KIDS_PROGRAMS.map(({ id, premiumUzs }) => ({
          value: String(id),
          label: (
            <FormattedMessage
              id={`kids.program.${id}`}
              values={{ price: <FormattedPrice amount={premiumUzs} /> }}
            />
          ),
        }))}
      />
      <p className="kit-note">
        <FormattedMessage id="kids.program.term" values={{ months: KIDS_COVER_MONTHS }} />
      </p>
      <StartDateField label="kids.startDate" hint="kids.startDate.hint" />
    </>
  );
}

/** Program 74 (default) or 75, per child for 12 months (what each covers side by side, the kit's comparison), and the start date (1 to 90 days ahead). */
export const programStep = formStep<KidsSnapshot, 'program'>({
  id: 'program',
  title: 'kids.step.program',
  schema,
  values: (initial) => ({ programId: '74', startDate: daysFromToday(1), ...initial }),
  Fields: ProgramFields,
});
