import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, PHONE_MASK } from '@polis/ui';
import { StepForm, FormMaskedField } from '@polis/wizard-core';
import { phoneSchema, type PhoneValues } from '../form/phone.schema';

export interface InstallmentPhoneModalProps {
  readonly open: boolean;
  readonly phone: string;
  readonly error: string | null;
  readonly onSubmit: (phone: string) => Promise<void>;
  readonly onClose: () => void;
}

/** The buyer's phone as Uzum Nasiya knows it; the check tells whether they may buy and for how long. */
export function InstallmentPhoneModal({ open, phone, error, onSubmit, onClose }: InstallmentPhoneModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={<FormattedMessage id="payment.installment.phoneTitle" />}
      description={<FormattedMessage id="payment.installment.phoneLead" />}
    >
      <StepForm<PhoneValues>
        initialValues={{ phone }}
        schema={phoneSchema}
        onSubmit={(values) => onSubmit(values.phone)}
        label={intl.formatMessage({ id: 'payment.installment.phoneTitle' })}
      >
        {({ isSubmitting }) => (
          <div className="payment-form">
            <FormMaskedField
              name="phone"
              id="payment-installment-phone"
              label={intl.formatMessage({ id: 'payment.installment.phone' })}
              mask={PHONE_MASK}
              inputMode="tel"
              autoComplete="tel"
              required
            />
            {error ? (
              <p className="payment-step__error" role="alert">
                <FormattedMessage id={error} />
              </p>
            ) : null}
            <Button type="submit" loading={isSubmitting} block>
              <FormattedMessage id="payment.installment.checkPhone" />
            </Button>
          </div>
        )}
      </StepForm>
    </Modal>
  );
}
