import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHydrated } from '@polis/i18n';
import { Button, PHONE_MASK } from '@polis/ui';
import { StepForm, FormMaskedField } from '@polis/wizard-core';
import { useSendLoginCodeMutation } from '../api/account-api';
import { FormError } from '../common/form-error';
import { StepHeading } from '../common/step-heading';
import { cabinetErrorMessage, type MessageRef } from '../model/cabinet-errors';
import { displayPhone, phoneForApi } from '@polis/wizard-core';
import { phoneSchema, type PhoneValues } from './phone.schema';

/** A call that texts a code to the phone (the cabinet's login, a claimant's). */
export type SendCode = (phone: string) => Promise<{ readonly error?: unknown }>;

export interface PhoneStepProps {
  /** A number typed before (back from the code step). */
  readonly phone?: string;
  readonly onSent: (phone: string) => void;
  /** Sends the code; the cabinet's login code unless given. */
  readonly send?: SendCode;
  /** What the step says above the field; why the cabinet asks unless given. */
  readonly intro?: ReactNode;
  /** Under the button (another policy). */
  readonly extra?: ReactNode;
  readonly focus?: boolean;
  /** The heading's message id; the cabinet's login unless given. */
  readonly titleId?: string;
}

/** Step 1: the phone the SMS code goes to. */
export function PhoneStep({
  phone,
  onSent,
  send,
  intro,
  extra,
  focus = phone !== undefined,
  titleId = 'account.login.phoneTitle',
}: PhoneStepProps) {
  const intl = useIntl();
  const [sendLoginCode] = useSendLoginCodeMutation();
  const sendCode: SendCode = send ?? ((digits) => sendLoginCode({ phone: digits }));
  const [error, setError] = useState<MessageRef | null>(null);
  // On the prerendered login page the button waits for the app (a press before it would do nothing).
  const hydrated = useHydrated();

  const submit = async ({ phone: typed }: PhoneValues) => {
    setError(null);
    const digits = phoneForApi(typed);
    const result = await sendCode(digits);
    if (result.error) setError(cabinetErrorMessage(result.error));
    else onSent(digits);
  };

  return (
    <section className="account-step">
      <StepForm<PhoneValues>
        initialValues={{ phone: phone ? displayPhone(phone) : '' }}
        schema={phoneSchema}
        onSubmit={submit}
        label={intl.formatMessage({ id: titleId })}
      >
        {({ isSubmitting }) => (
          <div className="account-form">
            <StepHeading focus={focus}>
              <FormattedMessage id={titleId} />
            </StepHeading>
            {intro ?? (
              <p className="account-muted">
                <FormattedMessage id="account.login.phoneText" />
              </p>
            )}
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
            <Button type="submit" size="lg" block loading={isSubmitting} disabled={!hydrated}>
              <FormattedMessage id="account.login.getCode" />
            </Button>
            {extra}
          </div>
        )}
      </StepForm>
    </section>
  );
}
