import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, PHONE_MASK } from '@polis/ui';
import { StepForm, FormMaskedField } from '@polis/wizard-core';
import { useSendPaymeInvoiceMutation } from '../payment-api';
import { phoneSchema, type PhoneValues } from '../form/phone.schema';
import { invoicePhone } from '../model/phone';
import { platformMessageId } from '../model/failure-messages';
import { orderRef } from '../model/order-ref';

export interface InvoicePaymentProps {
  readonly contractId: number;
  /** The order id the save answered: the call's capability. */
  readonly orderId?: string;
}

/**
 * Invoice by phone: Payme texts the customer a payment link (`POST /sayt/payment/payme`); we say where it
 * went (the server's masked number) and the customer checks the payment as after any provider.
 */
export function InvoicePayment({ contractId, orderId }: InvoicePaymentProps) {
  const intl = useIntl();
  const [send] = useSendPaymeInvoiceMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);

  const submit = async ({ phone }: PhoneValues) => {
    setErrorId(null);
    const result = await send({ contract_id: contractId, ...orderRef(orderId), phone: invoicePhone(phone) });
    if ('data' in result && result.data) setSentTo(result.data.phone);
    else setErrorId(platformMessageId(result.error));
  };

  if (sentTo)
    return (
      <div className="payment-panel">
        <p className="payment-step__success" role="status">
          <FormattedMessage id="payment.invoice.sent" values={{ phone: sentTo }} />
        </p>
        <Button variant="secondary" size="sm" onClick={() => setSentTo(null)}>
          <FormattedMessage id="payment.invoice.again" />
        </Button>
      </div>
    );

  return (
    <div className="payment-panel">
      <p className="payment-step__hint">
        <FormattedMessage id="payment.invoice.lead" />
      </p>
      <StepForm<PhoneValues>
        initialValues={{ phone: '' }}
        schema={phoneSchema}
        onSubmit={submit}
        label={intl.formatMessage({ id: 'payment.invoice.formLabel' })}
      >
        {({ isSubmitting }) => (
          <div className="payment-form">
            <FormMaskedField
              name="phone"
              id="payment-invoice-phone"
              label={intl.formatMessage({ id: 'payment.invoice.phone' })}
              mask={PHONE_MASK}
              inputMode="tel"
              autoComplete="tel"
              required
            />
            <Button type="submit" loading={isSubmitting} block>
              <FormattedMessage id="payment.invoice.send" />
            </Button>
          </div>
        )}
      </StepForm>
      {errorId ? (
        <p className="payment-step__error" role="alert">
          <FormattedMessage id={errorId} />
        </p>
      ) : null}
    </div>
  );
}
