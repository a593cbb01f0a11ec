import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, PHONE_MASK } from '@polis/ui';
import { StepForm, FormMaskedField } from '@polis/wizard-core';
import { useSendLoginCodeMutation } from '../api/account-api';
import { FormError } from '../common/form-error';
import { StepHeading } from '../common/step-heading';
import { cabinetErrorMessage, type MessageRef } from '../model/cabinet-errors';
import { displayPhone, phoneForApi } from '@polis/wizard-core';
import { phoneSchema, type PhoneValues } from './phone.schema';

export interface PhoneStepProps {
  /** A number typed before (back from the code step). */
  readonly phone?: string;
  readonly onSent: (phone: string) => void;
}

/** Step 1: the phone the SMS code goes to. */
export function PhoneStep({ phone, onSent }: PhoneStepProps) {
  const intl = useIntl();
  const [sendCode] = useSendLoginCodeMutation();
  const [error, setError] = useState<MessageRef | null>(null);

  const submit = async ({ phone: typed }: PhoneValues) => {
    setError(null);
    const digits = phoneForApi(typed);
    const result = await sendCode({ phone: digits });
    if (result.error) setError(cabinetErrorMessage(result.error));
    else onSent(digits);
  };

  return (
    <section className="account-step">
      <StepForm<PhoneValues>
        initialValues={{ phone: phone ? displayPhone(phone) : '' }}
        schema={phoneSchema}
        onSubmit={submit}
        label={intl.formatMessage({ id: 'account.login.phoneTitle' })}
      >
        {({ isSubmitting }) => (
          <div className="account-form">
            <StepHeading focus={phone !== undefined}>
              <FormattedMessage id="account.login.phoneTitle" />
            </StepHeading>
            <p className="account-muted">
              <FormattedMessage id="account.login.phoneText" />
            </p>
            <FormMaskedField
              name="phone"
              label={intl.formatMessage({ id: 'account.login.phone' })}
              mask={PHONE_MASK}
              inputMode="tel"
              autoComplete="tel"
              placeholder="+998 __ ___ __ __"
              required
            />
            <FormError error={error} />
            <Button type="submit" size="lg" block loading={isSubmitting}>
              <FormattedMessage id="account.login.getCode" />
            </Button>
          </div>
        )}
      </StepForm>
    </section>
  );
}
