import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PromoDetails } from '@polis/api-contract';
import { isApiError } from '@polis/api-client';
import { formatPrice } from '@polis/i18n';
import { Button } from '@polis/ui';
import { StepForm, FormTextField } from '@polis/wizard-core';
import { useApplyPromoCodeMutation, useCancelPromoCodeMutation } from '../payment-api';
import { isRefusal } from '../model/failure-code';
import { promoSchema, type PromoValues } from './promo.schema';
import { orderRef } from '../model/order-ref';

export interface PromoCodeProps {
  readonly contractId: number;
  /** The order id the save answered: the call's capability. */
  readonly orderId?: string;
  readonly applied: PromoDetails | null;
  /** The server's new figures after apply or cancel (cancel answers `promocode: null`). */
  readonly onChange: (details: PromoDetails) => void;
  readonly disabled?: boolean;
}

/** Spec 001 section 8: "Promo failures store the server message or a generic error". */
const messageOf = (error: unknown): string | null =>
  // 409: the promo cannot change while a payment is under way; the server says so in the page's language.
  (isRefusal(error) || (isApiError(error) && error.status === 409)) && isApiError(error) && error.message
    ? error.message
    : null;

/** Apply or cancel a promo code; the server changes the contract's amount (and every provider's). */
export function PromoCode({ contractId, orderId, applied, onChange, disabled = false }: PromoCodeProps) {
  const intl = useIntl();
  const errorId = useId();
  const [apply] = useApplyPromoCodeMutation();
  const [cancel, { isLoading: cancelling }] = useCancelPromoCodeMutation();
  const field = useRef<HTMLInputElement>(null);
  // `code`: the code a refusal was about; it is shown while the field still holds that code.
  const [error, setError] = useState<{ text: string | null; code?: string } | null>(null);

  const submit = async ({ promocode }: PromoValues) => {
    setError(null);
    const code = promocode.trim();
    // Most customers have no code: an empty "Apply" just puts the cursor in the field, without a red line.
    if (!code) {
      field.current?.focus();
      return;
    }
    const result = await apply({ contract_id: contractId, ...orderRef(orderId), promocode: code });
    if ('data' in result && result.data) onChange(result.data.data);
    else setError({ text: messageOf(result.error), code });
  };

  const drop = async () => {
    setError(null);
    const result = await cancel({ contract_id: contractId, ...orderRef(orderId) });
    if ('data' in result && result.data) onChange(result.data.data);
    else setError({ text: messageOf(result.error) });
  };

  const errorText = error ? (error.text ?? intl.formatMessage({ id: 'payment.promo.error' })) : null;

  if (applied?.promocode)
    return (
      <div className="payment-promo payment-promo--applied">
        <p role="status" className="payment-step__success">
          <FormattedMessage
            id="payment.promo.applied"
            values={{
              code: applied.promocode,
              description: applied.description,
              discount: intl.formatMessage(
                { id: 'i18n.price.uzs', defaultMessage: '{amount} UZS' },
                { amount: formatPrice(applied.discount_uzs) },
              ),
            }}
          />
        </p>
        <Button variant="secondary" size="sm" onClick={drop} loading={cancelling} disabled={disabled}>
          <FormattedMessage id="payment.promo.cancel" />
        </Button>
        {errorText ? (
          <p className="payment-step__error" role="alert">
            {errorText}
          </p>
        ) : null}
      </div>
    );

  return (
    <StepForm<PromoValues> initialValues={{ promocode: '' }} schema={promoSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => {
        // A refusal is about the code it refused: typing another one (or clearing the field) takes it away.
        const refusal = error?.code === values.promocode.trim() ? errorText : null;
        return (
          <div className="payment-promo">
            <FormTextField
              name="promocode"
              id="payment-promocode"
              label={intl.formatMessage({ id: 'payment.promo.label' })}
              autoComplete="off"
              autoCapitalize="characters"
              aria-describedby={refusal ? errorId : undefined}
              disabled={disabled}
              ref={field}
            />
            <Button type="submit" variant="secondary" loading={isSubmitting} disabled={disabled}>
              <FormattedMessage id="payment.promo.apply" />
            </Button>
            {refusal ? (
              <p id={errorId} className="payment-step__error payment-promo__error" role="alert">
                {refusal}
              </p>
            ) : null}
          </div>
        );
      }}
    </StepForm>
  );
}
