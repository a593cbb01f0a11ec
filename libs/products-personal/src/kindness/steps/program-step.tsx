import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import {
  KINDNESS_COVER,
  KINDNESS_COVER_MONTHS,
  KINDNESS_FUND_PERCENT,
  KINDNESS_PREMIUM_UZS,
} from '@polis/tariffs';
import { daysFromToday, FormDateField, type StepProps } from '@polis/wizard-core';
import type { KindnessSnapshot } from '../model/kindness-state';
import { programSchema } from './program.schema';

/** The one program, said plainly: what it covers, for whom, the price; then the start date. */
export function ProgramStep({ initial, onSubmit }: StepProps<KindnessSnapshot, 'program'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm
      initialValues={{ startDate: daysFromToday(1), ...initial }}
      schema={programSchema}
      label={t('kindness.step.program')}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => (
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
          <FormDateField
            name="startDate"
            label={t('kindness.startDate')}
            hint={t('kindness.startDate.hint')}
            required
          />
        </>
      )}
    </KitStepForm>
  );
}
