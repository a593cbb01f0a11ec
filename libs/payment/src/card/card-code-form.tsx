import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@polis/ui';
import { StepForm, FormMaskedField } from '@polis/wizard-core';
import { useCountdown } from '../hooks/use-countdown';
import { codeSchema, type CodeValues } from './card.schema';

export interface CardCodeFormProps {
  /** Where the code went and which card it binds, masked by the server. */
  readonly phone: string;
  readonly card: string;
  readonly resendSeconds: number;
  /** Paying and re-subscribing confirm different things. */
  readonly confirmLabel: ReactNode;
  readonly onSubmit: (code: string) => Promise<void>;
  readonly onResend: () => Promise<void>;
  readonly onChangeCard: () => void;
}

const CODE_MASK = '######';

/** Step 2 of a card binding: the six-digit SMS code, a resend after a wait, or back to another card. */
export function CardCodeForm({
  phone,
  card,
  resendSeconds,
  confirmLabel,
  onSubmit,
  onResend,
  onChangeCard,
}: CardCodeFormProps) {
  const intl = useIntl();
  const { left, restart } = useCountdown(resendSeconds);
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    await onResend();
    setResending(false);
    restart();
  };

  return (
    <StepForm<CodeValues>
      initialValues={{ code: '' }}
      schema={codeSchema}
      onSubmit={(values) => onSubmit(values.code)}
      label={intl.formatMessage({ id: 'payment.card.codeFormLabel' })}
    >
      {({ isSubmitting }) => (
        <div className="payment-form">
          <p className="payment-step__hint">
            <FormattedMessage id="payment.card.codeSent" values={{ phone, card }} />
          </p>
          <FormMaskedField
            name="code"
            label={intl.formatMessage({ id: 'payment.card.code' })}
            mask={CODE_MASK}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <Button type="submit" loading={isSubmitting} block>
            {confirmLabel}
          </Button>
          <div className="payment-form__actions">
            <Button variant="secondary" size="sm" onClick={resend} loading={resending} disabled={left > 0}>
              {left > 0 ? (
                <FormattedMessage id="payment.card.resendIn" values={{ seconds: left }} />
              ) : (
                <FormattedMessage id="payment.card.resend" />
              )}
            </Button>
            <Button variant="ghost" size="sm" onClick={onChangeCard}>
              <FormattedMessage id="payment.card.changeCard" />
            </Button>
          </div>
        </div>
      )}
    </StepForm>
  );
}
