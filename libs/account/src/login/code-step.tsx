import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetLoggedIn } from '@polis/api-contract';
import { Button } from '@polis/ui';
import { StepForm, FormMaskedField } from '@polis/wizard-core';
import { useSendLoginCodeMutation, useVerifyLoginCodeMutation } from '../api/account-api';
import { FormError } from '../common/form-error';
import { StepHeading } from '../common/step-heading';
import { cabinetErrorMessage, isCodeLocked, type MessageRef } from '../model/cabinet-errors';
import { displayPhone } from '@polis/wizard-core';
import { codeSchema, type CodeValues } from './code.schema';
import type { SendCode } from './phone-step';
import { useCountdown } from './use-countdown';

/** Seconds before another code may be asked for: the server allows 5 codes per phone in 10 minutes. */
export const RESEND_AFTER_SECONDS = 60;

/** A call that checks the code and answers what it opens (a cabinet login, a claimant's session). */
export type VerifyCode<T> = (code: string) => Promise<{ readonly data?: T; readonly error?: unknown }>;

export interface CodeStepProps<T> {
  readonly phone: string;
  /** When the code was sent (ms): the resend wait counts from here. */
  readonly sentAt: number;
  /** Checks the code; the cabinet's login (with `referralCode`) unless given. */
  readonly verify?: VerifyCode<T>;
  /** Sends another code; the login code unless given. */
  readonly resend?: SendCode;
  readonly referralCode?: string;
  readonly onVerified: (answer: T) => void;
  readonly onResent: () => void;
  readonly onChangePhone: () => void;
  /** The submit button's message id (Log in unless given). */
  readonly submitId?: string;
}

/** Step 2: the six digits of the SMS, a resend after a wait, or back to another number. */
export function CodeStep<T = CabinetLoggedIn>({
  phone,
  sentAt,
  verify,
  resend: resendCode,
  referralCode,
  onVerified,
  onResent,
  onChangePhone,
  submitId = 'account.login.logIn',
}: CodeStepProps<T>) {
  const intl = useIntl();
  const [verifyLogin] = useVerifyLoginCodeMutation();
  const [sendLoginCode, { isLoading: resending }] = useSendLoginCodeMutation();
  const check =
    verify ??
    ((code: string) =>
      verifyLogin({ phone, code, referral_code: referralCode }) as ReturnType<VerifyCode<T>>);
  const sendCode: SendCode = resendCode ?? ((digits) => sendLoginCode({ phone: digits }));
  const [error, setError] = useState<MessageRef | null>(null);
  const [locked, setLocked] = useState(false);
  const left = useCountdown(sentAt, RESEND_AFTER_SECONDS);

  const submit = async ({ code }: CodeValues) => {
    setError(null);
    const result = await check(code);
    if (result.data) return onVerified(result.data);
    setError(cabinetErrorMessage(result.error));
    setLocked(isCodeLocked(result.error));
  };

  const resend = async () => {
    setError(null);
    const result = await sendCode(phone);
    if (result.error) setError(cabinetErrorMessage(result.error));
    else onResent();
  };

  return (
    <section className="account-step">
      <StepForm<CodeValues>
        initialValues={{ code: '' }}
        schema={codeSchema}
        onSubmit={submit}
        label={intl.formatMessage({ id: 'account.login.codeTitle' })}
      >
        {({ isSubmitting }) => (
          <div className="account-form">
            <StepHeading focus>
              <FormattedMessage id="account.login.codeTitle" />
            </StepHeading>
            <p className="account-muted">
              <FormattedMessage
                id="account.login.codeSent"
                values={{ phone: <span className="account-nowrap">{displayPhone(phone)}</span> }}
              />{' '}
              <Button variant="ghost" size="sm" className="account-inline-button" onClick={onChangePhone}>
                <FormattedMessage id="account.login.changePhone" />
              </Button>
            </p>
            <FormMaskedField
              name="code"
              label={intl.formatMessage({ id: 'account.login.code' })}
              mask="######"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              disabled={locked}
            />
            <FormError error={error} />
            <Button type="submit" size="lg" block loading={isSubmitting} disabled={locked}>
              <FormattedMessage id={submitId} />
            </Button>
            <Button variant="secondary" block onClick={resend} loading={resending} disabled={left > 0}>
              {left > 0 ? (
                <FormattedMessage id="account.login.resendIn" values={{ seconds: left }} />
              ) : (
                <FormattedMessage id="account.login.resend" />
              )}
            </Button>
          </div>
        )}
      </StepForm>
    </section>
  );
}
