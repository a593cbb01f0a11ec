import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@polis/ui';
import { StepForm, FormMaskedField } from '@polis/wizard-core';
import { CARD_DATE_PATTERN, CARD_NUMBER_PATTERN } from '../model/card';
import { cardSchema, type CardValues } from './card.schema';

export interface CardEntryFormProps {
  readonly submitLabel: ReactNode;
  readonly onSubmit: (values: CardValues) => Promise<void>;
}

const EMPTY: CardValues = { cardNumber: '', cardDate: '' };

/** Step 1 of a card binding: number and expiry. They live in this form's memory only, never in storage. */
export function CardEntryForm({ submitLabel, onSubmit }: CardEntryFormProps) {
  const intl = useIntl();
  return (
    <StepForm<CardValues>
      initialValues={EMPTY}
      schema={cardSchema}
      onSubmit={onSubmit}
      label={intl.formatMessage({ id: 'payment.card.formLabel' })}
    >
      {({ isSubmitting }) => (
        <div className="payment-form">
          <FormMaskedField
            name="cardNumber"
            label={intl.formatMessage({ id: 'payment.card.number' })}
            mask={CARD_NUMBER_PATTERN}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="8600 0000 0000 0000"
            required
          />
          <FormMaskedField
            name="cardDate"
            label={intl.formatMessage({ id: 'payment.card.date' })}
            mask={CARD_DATE_PATTERN}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={intl.formatMessage({ id: 'payment.card.datePlaceholder' })}
            required
          />
          <Button type="submit" loading={isSubmitting} block>
            {submitLabel}
          </Button>
        </div>
      )}
    </StepForm>
  );
}
