import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '@polis/api-client';
import type { CabinetPolicy } from '@polis/api-contract';
import { useHref } from '@polis/i18n';
import { CancelAutoPayment, useGetSubscriptionQuery } from '@polis/payment';
import { buttonClassName } from '@polis/ui';
import { Link } from 'react-router';
import { accountApi, POLICY_TAG } from '../api/account-api';
import { autoPaymentState } from '../model/auto-payment';

/**
 * Auto-payment of one policy (spec 000 section 4). The subscription call gives the live status (the payment
 * library refreshes it after a cancel or a new card); the policy's own copy covers a contract that call
 * cannot open (bought on another channel). "Turn off" asks first; "turn on" and "change card" open
 * ConfirmAutoPayment, which runs the card and code steps.
 */
export function AutoPaymentPanel({ policy }: { policy: CabinetPolicy }) {
  const dispatch = useDispatch<AppDispatch>();
  const build = useHref();
  const { data } = useGetSubscriptionQuery({ contract_id: policy.contract_id });
  const state = autoPaymentState(data?.data ?? policy.auto_payment, policy.status);
  const confirmPath = `${build('dashboard/policies/ConfirmAutoPayment')}?policy=${policy.id}`;
  // The lists carry auto_payment too; they are read again after a change here.
  const refreshPolicies = () => dispatch(accountApi.util.invalidateTags([POLICY_TAG]));

  return (
    <section className="account-card account-section" aria-labelledby="account-auto-title">
      <h2 id="account-auto-title" className="account-section__title">
        <FormattedMessage id="account.autoPayment.title" />
      </h2>
      <p className={`account-auto account-auto--${state.mode}`} role="status">
        <FormattedMessage id={`account.autoPayment.${state.mode}`} />
        {state.card ? (
          <>
            {' '}
            <FormattedMessage
              id={state.expiry ? 'account.autoPayment.cardUntil' : 'account.autoPayment.card'}
              values={{
                card: <span className="account-nowrap">{state.card}</span>,
                expiry: state.expiry ?? '',
              }}
            />
          </>
        ) : null}
      </p>
      <p className="account-muted">
        <FormattedMessage id="account.autoPayment.explain" />
      </p>
      <div className="account-actions">
        {state.canResubscribe ? (
          <Link to={confirmPath} className={buttonClassName(state.mode === 'on' ? 'secondary' : 'primary')}>
            <FormattedMessage
              id={state.mode === 'on' ? 'account.autoPayment.changeCard' : 'account.autoPayment.turnOn'}
            />
          </Link>
        ) : null}
        {state.cancelId ? (
          <CancelAutoPayment subscriptionId={state.cancelId} onCancelled={refreshPolicies} />
        ) : null}
      </div>
    </section>
  );
}
