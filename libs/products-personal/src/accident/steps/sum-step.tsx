import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { ACCIDENT_AMOUNTS_UZS, ACCIDENT_DEFAULT_AMOUNT_UZS, accidentPremium } from '@polis/tariffs';
import { FormRadioGroup, type StepProps } from '@polis/wizard-core';
import type { AccidentSnapshot } from '../model/accident-state';
import { sumSchema } from './sum.schema';

/** Sum insured per person (1 000 000 by default); each card shows the premium per person. */
export function SumStep({ initial, onSubmit }: StepProps<AccidentSnapshot, 'sum'>) {
  const intl = useIntl();
  return (
    <KitStepForm
      initialValues={{ amount: String(ACCIDENT_DEFAULT_AMOUNT_UZS), ...initial }}
      schema={sumSchema}
      label={intl.formatMessage({ id: 'accident.step.sum' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => (
        <FormRadioGroup
          name="amount"
          legend={intl.formatMessage({ id: 'accident.sum.legend' })}
          appearance="cards"
          options={ACCIDENT_AMOUNTS_UZS.map((amount) => ({
            value: String(amount),
            label: <FormattedPrice amount={amount} />,
            hint: (
              <FormattedMessage
                id="accident.sum.hint"
                values={{ premium: <FormattedPrice amount={accidentPremium(amount)} /> }}
              />
            ),
          }))}
        />
      )}
    </KitStepForm>
  );
}
