import { FormattedMessage, useIntl } from 'react-intl';
import { KitStepForm } from '@polis/product-kit';
import { ACCIDENT_COVER_MONTHS } from '@polis/tariffs';
import { daysFromToday, FormDateField, type StepProps } from '@polis/wizard-core';
import type { AccidentSnapshot } from '../model/accident-state';
import { periodSchema } from './period.schema';

/** Insurance period: a 12-month cover from the chosen day (tomorrow by default, at most 90 days ahead). */
export function PeriodStep({ initial, onSubmit }: StepProps<AccidentSnapshot, 'period'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ startDate: daysFromToday(1), ...initial }}
      schema={periodSchema}
      label={intl.formatMessage({ id: 'accident.step.period' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => (
        <>
          <p className="kit-note">
            <FormattedMessage id="accident.period.term" values={{ months: ACCIDENT_COVER_MONTHS }} />
          </p>
          <FormDateField
            name="startDate"
            label={intl.formatMessage({ id: 'accident.period.startDate' })}
            hint={intl.formatMessage({ id: 'accident.period.hint' })}
            required
          />
        </>
      )}
    </KitStepForm>
  );
}
