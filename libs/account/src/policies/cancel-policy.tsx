import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@polis/api-client';
import type { CabinetPolicyDetail, CancelQuote, PolicyRefund } from '@polis/api-contract';
import { FormattedPrice } from '@polis/i18n';
import { Button, Modal, Spinner } from '@polis/ui';
import { FormError } from '../common/form-error';
import type { MessageRef } from '../model/cabinet-errors';
import { tashkentDay } from '../model/dates';
import { useCancelPolicyMutation, useGetCancelQuoteQuery } from './cancel-api';

const dayOf = (isoDay: string | null) => (isoDay ? isoDay.split('-').reverse().join('.') : '');

/**
 * "Cancel this policy" on a policy's page (issue 27): the server's quote in a dialog (the refund, how it was
 * computed, the provider, what ends), the confirmation with the quoted amount, then the page shows the policy
 * cancelled and the refund. A policy that is simply over offers nothing; one that may not be cancelled says why.
 */
export function CancelPolicy({ policy }: { policy: CabinetPolicyDetail }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<PolicyRefund | null | undefined>(undefined);
  if (policy.status === 'expired') return null;
  if (policy.status === 'cancelled') return <CancelledSection id={policy.id} justDone={done} />;
  return (
    <section className="account-card account-section" aria-labelledby="cancel-policy-title">
      <h2 id="cancel-policy-title" className="account-step__title">
        <FormattedMessage id="cancel.title" />
      </h2>
      <p className="account-muted">
        <FormattedMessage id="cancel.lead" />
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="cancel.open" />
      </Button>
      {open ? (
        <CancelDialog
          id={policy.id}
          onClose={() => setOpen(false)}
          onDone={(refund) => {
            setDone(refund);
            setOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}

/** The cancelled policy's refunds, read from the quote (which lists them). */
function CancelledSection({ id, justDone }: { id: number; justDone: PolicyRefund | null | undefined }) {
  const { data } = useGetCancelQuoteQuery(id);
  const refunds = data?.refunds ?? (justDone ? [justDone] : []);
  return (
    <section className="account-card account-section" aria-labelledby="cancel-policy-title">
      <h2 id="cancel-policy-title" className="account-step__title">
        <FormattedMessage id="cancel.cancelledTitle" />
      </h2>
      <div role="status">
        {refunds.length === 0 ? (
          <p>
            <FormattedMessage id={justDone === null ? 'cancel.noRefund' : 'cancel.cancelledText'} />
          </p>
        ) : (
          refunds.map((refund) => (
            <p key={refund.id}>
              <FormattedMessage
                id="cancel.refunded"
                values={{
                  amount: <FormattedPrice amount={refund.amount_uzs} />,
                  provider: <FormattedMessage id={`cancel.provider.${refund.provider}`} />,
                  date: tashkentDay(refund.performed_at ?? refund.created_at),
                }}
              />
            </p>
          ))
        )}
      </div>
    </section>
  );
}

function CancelDialog({
  id,
  onClose,
  onDone,
}: {
  id: number;
  onClose: () => void;
  onDone: (refund: PolicyRefund | null) => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const {
    data: quote,
    isFetching,
    isError,
    refetch,
  } = useGetCancelQuoteQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  const [cancel, cancelling] = useCancelPolicyMutation();
  const [error, setError] = useState<MessageRef | null>(null);

  const confirm = async () => {
    if (!quote) return;
    setError(null);
    const result = await cancel({ id, amount_uzs: quote.refund_uzs });
    if ('data' in result && result.data) return onDone(result.data.refund);
    const failure = 'error' in result ? result.error : undefined;
    const status = isApiError(failure) ? failure.status : undefined;
    setError({
      id:
        status === 409
          ? 'cancel.error.changed'
          : status === 422
            ? 'cancel.error.refused'
            : 'cancel.error.failed',
    });
  };

  const allowed = quote?.allowed === true;
  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      initialFocusRef={keep}
      title={<FormattedMessage id="cancel.dialogTitle" />}
      footer={
        <>
          <Button ref={keep} variant="secondary" onClick={onClose}>
            <FormattedMessage id={allowed ? 'cancel.keep' : 'cancel.close'} />
          </Button>
          {allowed && quote ? (
            <Button variant="danger" onClick={confirm} loading={cancelling.isLoading} disabled={isFetching}>
              <FormattedMessage id="cancel.confirm" />
            </Button>
          ) : null}
        </>
      }
    >
      {isFetching && !quote ? (
        <Spinner size="sm" label={<FormattedMessage id="cancel.loading" />} />
      ) : isError || !quote ? (
        <div>
          <FormError error={{ id: 'cancel.error.quote' }} />
          <Button variant="ghost" onClick={() => refetch()}>
            <FormattedMessage id="cancel.retry" />
          </Button>
        </div>
      ) : quote.allowed ? (
        <QuoteFacts quote={quote} />
      ) : (
        <p role="alert">
          <FormattedMessage id={`cancel.reason.${quote.reason ?? 'not_cancellable'}`} />
        </p>
      )}
      {cancelling.isLoading ? <Spinner size="sm" label={<FormattedMessage id="cancel.progress" />} /> : null}
      <FormError error={error} />
    </Modal>
  );
}

/** The refund, the rule that gave it, where it goes and what ends. */
function QuoteFacts({ quote }: { quote: CancelQuote }) {
  const intl = useIntl();
  const { rule } = quote;
  const price = (amount: number) => <FormattedPrice amount={amount} />;
  return (
    <div className="account-form">
      <p className="account-step__title">
        <FormattedMessage id="cancel.refund" values={{ amount: price(quote.refund_uzs) }} />
      </p>
      <p>
        <FormattedMessage
          id={`cancel.kind.${rule.kind ?? 'none'}`}
          values={{
            days: rule.cooling_off_days,
            until: dayOf(rule.cooling_off_until),
            left: rule.days_left,
            total: rule.days_total,
            unused: price(rule.unused_uzs),
            percent: rule.deduction_percent,
            deduction: price(rule.deduction_uzs),
          }}
        />
      </p>
      {quote.provider && quote.refund_uzs > 0 ? (
        <p>
          <FormattedMessage
            id="cancel.provider"
            values={{ provider: intl.formatMessage({ id: `cancel.provider.${quote.provider}` }) }}
          />
        </p>
      ) : null}
      <ul>
        <li>
          <FormattedMessage id="cancel.coverEnds" />
        </li>
        {quote.ends_auto_payment ? (
          <li>
            <FormattedMessage id="cancel.autoPaymentEnds" />
          </li>
        ) : null}
      </ul>
    </div>
  );
}
