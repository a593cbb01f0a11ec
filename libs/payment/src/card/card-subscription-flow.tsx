import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SubscriptionInfo, SubscriptionPending } from '@polis/api-contract';
import {
  useCreateCardSubscriptionMutation,
  useResubscribeCardMutation,
  useVerifySubscriptionMutation,
} from '../payment-api';
import { cardDateForApi, cardDigits } from '../model/card';
import { attemptsLeft } from '../model/failure-code';
import { cardFailureMessageId, type CardFlowMode } from '../model/failure-messages';
import { CardCodeForm } from './card-code-form';
import { CardEntryForm } from './card-entry-form';
import type { CardValues } from './card.schema';
import { orderRef } from '../model/order-ref';

/** Seconds before the code may be sent again: the server allows 5 codes per phone in 10 minutes. */
export const RESEND_AFTER_SECONDS = 60;

export interface CardSubscriptionFlowProps {
  /** `pay`: create-card, which pays the contract; `resubscribe`: a new card for a paid contract's auto-payment. */
  readonly mode: CardFlowMode;
  readonly contractId: number;
  /** The order id the save answered; the cabinet gives none (its session opens the holder's contracts). */
  readonly orderId?: string;
  readonly submitLabel: ReactNode;
  readonly onVerified: (info: SubscriptionInfo) => void | Promise<void>;
  readonly resendSeconds?: number;
}

interface Failure {
  readonly id: string;
  readonly attempts?: number;
}

/**
 * Card entry, then the SMS code (spec 000 section 4: step 1 card entry, step 2 code confirmation). The card
 * stays in memory for a resend until the code is confirmed or another card is chosen.
 */
export function CardSubscriptionFlow({
  mode,
  contractId,
  orderId,
  submitLabel,
  onVerified,
  resendSeconds = RESEND_AFTER_SECONDS,
}: CardSubscriptionFlowProps) {
  const [createCard] = useCreateCardSubscriptionMutation();
  const [resubscribe] = useResubscribeCardMutation();
  const [verify] = useVerifySubscriptionMutation();
  const [pending, setPending] = useState<SubscriptionPending | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const card = useRef<CardValues | null>(null);

  const start = async (values: CardValues) => {
    setFailure(null);
    const body = {
      contract_id: contractId,
      ...orderRef(orderId),
      card_number: cardDigits(values.cardNumber),
      card_date: cardDateForApi(values.cardDate),
    };
    const result = await (mode === 'pay' ? createCard(body) : resubscribe(body));
    if ('data' in result && result.data) {
      card.current = values;
      setPending(result.data);
      return;
    }
    setFailure({ id: cardFailureMessageId(result.error, mode, 'card') });
  };

  const confirm = async (code: string) => {
    if (!pending) return;
    setFailure(null);
    const result = await verify({ code, subscription_id: pending.subscription_id, ...orderRef(orderId) });
    if ('data' in result && result.data) {
      await onVerified(result.data.data);
      return;
    }
    setFailure({
      id: cardFailureMessageId(result.error, mode, 'code'),
      attempts: attemptsLeft(result.error),
    });
  };

  const changeCard = () => {
    card.current = null;
    setPending(null);
    setFailure(null);
  };

  return (
    <div className="payment-card-flow">
      {pending ? (
        <CardCodeForm
          key={pending.subscription_id}
          phone={pending.phone}
          card={pending.card_number}
          resendSeconds={resendSeconds}
          confirmLabel={
            <FormattedMessage id={mode === 'pay' ? 'payment.card.confirm' : 'payment.card.confirmOnly'} />
          }
          onSubmit={confirm}
          onResend={async () => {
            if (card.current) await start(card.current);
          }}
          onChangeCard={changeCard}
        />
      ) : (
        <CardEntryForm submitLabel={submitLabel} onSubmit={start} />
      )}
      {failure ? (
        <p className="payment-step__error" role="alert">
          <FormattedMessage id={failure.id} />
          {failure.attempts !== undefined ? (
            <>
              {' '}
              <FormattedMessage id="payment.card.attemptsLeft" values={{ count: failure.attempts }} />
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
