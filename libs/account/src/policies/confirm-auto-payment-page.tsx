import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { AppDispatch } from '@polis/api-client';
import { LocalizedLink, useLang } from '@polis/i18n';
import { ResubscribeCard } from '@polis/payment';
import { buttonClassName, Spinner } from '@polis/ui';
import { accountApi, POLICY_TAG, useGetPolicyQuery } from '../api/account-api';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { LoadError } from '../common/list-states';
import { BackLink, isNotFound, NotFoundState } from '../common/not-found-state';
import { confirmTarget } from '../model/auto-payment';
import { policyNumber } from '../model/policies';
import { loadPolicyMessages } from './policy-messages';

/**
 * `dashboard/policies/ConfirmAutoPayment?policy={id}`: turn auto-payment on, or move it to another card
 * (spec 000 section 4: step 1 card entry, step 2 code confirmation; success marks it active). The policy is
 * read first, so only the user's own policy can be chosen here.
 */
export function ConfirmAutoPaymentPage() {
  return (
    <AccountScreen load={loadPolicyMessages}>
      <ConfirmAutoPayment />
    </AccountScreen>
  );
}

function ConfirmAutoPayment() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const id = confirmTarget(search);
  const title = intl.formatMessage({ id: 'account.autoPayment.confirmTitle' });
  const back = (
    <BackLink
      to={id ? 'dashboard/policies/:_id' : 'dashboard/policies'}
      params={id ? { _id: id } : undefined}
    >
      <FormattedMessage id={id ? 'account.autoPayment.backToPolicy' : 'account.policies.back'} />
    </BackLink>
  );
  return (
    <DashboardPage title={title} back={back}>
      {id ? (
        <Resubscribe id={id} />
      ) : (
        <NotFoundState
          text={<FormattedMessage id="account.policy.notFoundText" />}
          backTo="dashboard/policies"
          backLabel={<FormattedMessage id="account.policies.back" />}
        />
      )}
    </DashboardPage>
  );
}

function Resubscribe({ id }: { id: number }) {
  const lang = useLang();
  const dispatch = useDispatch<AppDispatch>();
  const { data: policy, error, isError, refetch } = useGetPolicyQuery({ id, lang });
  const [done, setDone] = useState(false);

  if (isError && isNotFound(error))
    return (
      <NotFoundState
        text={<FormattedMessage id="account.policy.notFoundText" />}
        backTo="dashboard/policies"
        backLabel={<FormattedMessage id="account.policies.back" />}
      />
    );
  if (isError) return <LoadError error={error} onRetry={refetch} />;
  if (!policy) return <Spinner size="md" label={<FormattedMessage id="account.policy.loading" />} />;
  if (policy.status === 'expired')
    return (
      <p className="account-state" role="alert">
        <FormattedMessage id="account.autoPayment.expired" />
      </p>
    );
  return (
    <section
      className="account-card account-section account-narrow account-autopay"
      aria-labelledby="account-confirm-policy"
    >
      <h2 id="account-confirm-policy" className="account-section__title">
        <FormattedMessage id="account.policy.number" values={{ number: policyNumber(policy) }} />
      </h2>
      <p className="account-muted">{policy.product_name}</p>
      <p className="account-muted">
        <FormattedMessage id="account.autoPayment.steps" />
      </p>
      <ResubscribeCard
        contractId={policy.contract_id}
        onDone={() => {
          setDone(true);
          // The policy pages show auto_payment from the cabinet too: read again, now active.
          dispatch(accountApi.util.invalidateTags([POLICY_TAG]));
        }}
      />
      {done ? (
        <LocalizedLink
          to="dashboard/policies/:_id"
          params={{ _id: policy.id }}
          className={buttonClassName('primary')}
        >
          <FormattedMessage id="account.autoPayment.backToPolicy" />
        </LocalizedLink>
      ) : null}
    </section>
  );
}
