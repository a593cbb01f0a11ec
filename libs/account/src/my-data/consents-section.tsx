import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Consent } from '@polis/api-contract';
import { LocalizedLink } from '@polis/i18n';
import { Button, Modal } from '@polis/ui';
import { Badge } from '../common/badge';
import { ListSkeleton, LoadError } from '../common/list-states';
import { useGetConsentsQuery, useGiveConsentMutation, useWithdrawConsentMutation } from './my-data-api';
import { myDataError } from './my-data-errors';
import { When } from './when';
import { SectionNotice, type Notice } from './section-notice';

/**
 * Consents with their dates: reminders and marketing given or withdrawn by a button, saving other people
 * withdrawn after a confirmation (it deletes them), the offer of each policy not withdrawable here (that is
 * cancelling the policy: a link to it).
 */
export function ConsentsSection() {
  const { data, error, isError, refetch } = useGetConsentsQuery();
  const [give, giving] = useGiveConsentMutation();
  const [withdraw, withdrawing] = useWithdrawConsentMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);

  const act = async (consent: Consent, action: 'give' | 'withdraw') => {
    setNotice(null);
    const result =
      action === 'give' && (consent.kind === 'reminders' || consent.kind === 'marketing')
        ? await give(consent.kind)
        : await withdraw(consent.kind);
    if (result.error) return setNotice({ tone: 'alert', message: myDataError(result.error) });
    const removed = result.data.removed_people;
    setNotice({
      tone: 'status',
      message:
        removed !== undefined
          ? { id: 'myData.consents.othersRemoved', values: { count: removed } }
          : { id: action === 'give' ? 'myData.consents.given' : 'myData.consents.withdrawn' },
    });
  };

  const busy = giving.isLoading || withdrawing.isLoading;
  const savedOthers = data?.find((c) => c.kind === 'saved_others');

  return (
    <section className="account-section" aria-labelledby="my-data-consents">
      <h2 id="my-data-consents" className="account-section__title">
        <FormattedMessage id="myData.consents.title" />
      </h2>
      <SectionNotice notice={notice} />
      {isError ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? (
        <ListSkeleton label={<FormattedMessage id="myData.consents.loading" />} rows={2} />
      ) : (
        <ul className="account-list">
          {data.map((consent) => (
            <ConsentItem
              key={consent.kind === 'offer' ? `offer-${consent.policy?.contract_id}` : consent.kind}
              consent={consent}
              busy={busy}
              onGive={() => act(consent, 'give')}
              onWithdraw={() =>
                consent.kind === 'saved_others' ? setConfirming(true) : act(consent, 'withdraw')
              }
            />
          ))}
        </ul>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="sm"
        initialFocusRef={keep}
        title={<FormattedMessage id="myData.consents.othersConfirm.title" />}
        description={<FormattedMessage id="myData.consents.othersConfirm.text" />}
        footer={
          <>
            <Button ref={keep} variant="secondary" onClick={() => setConfirming(false)}>
              <FormattedMessage id="myData.consents.othersConfirm.keep" />
            </Button>
            <Button
              variant="danger"
              loading={withdrawing.isLoading}
              onClick={async () => {
                setConfirming(false);
                if (savedOthers) await act(savedOthers, 'withdraw');
              }}
            >
              <FormattedMessage id="myData.consents.othersConfirm.confirm" />
            </Button>
          </>
        }
      />
    </section>
  );
}

interface ConsentItemProps {
  readonly consent: Consent;
  readonly busy: boolean;
  readonly onGive: () => void;
  readonly onWithdraw: () => void;
}

function ConsentItem({ consent, busy, onGive, onWithdraw }: ConsentItemProps) {
  const { kind, active, given_at, withdrawn_at, policy } = consent;
  const number = policy ? `${policy.policy_series} ${policy.policy_number}` : '';
  const titleId = `my-data-consent-${kind}-${policy?.contract_id ?? ''}`;
  return (
    <li className="account-item account-consent" aria-labelledby={titleId}>
      <div className="account-consent__body">
        <h3 id={titleId} className="account-item__title">
          <FormattedMessage id={`myData.consent.${kind}.title`} values={{ number }} />
        </h3>
        <p className="account-muted">
          <FormattedMessage id={`myData.consent.${kind}.text`} />
        </p>
        <p>
          <Badge tone={active ? 'success' : 'muted'}>
            <FormattedMessage id={active ? 'myData.consents.active' : 'myData.consents.inactive'} />
          </Badge>{' '}
          {given_at ? (
            <FormattedMessage id="myData.consents.givenAt" values={{ date: <When iso={given_at} /> }} />
          ) : (
            <FormattedMessage id="myData.consents.neverGiven" />
          )}
          {withdrawn_at && !active ? (
            <>
              {' · '}
              <FormattedMessage
                id="myData.consents.withdrawnAt"
                values={{ date: <When iso={withdrawn_at} /> }}
              />
            </>
          ) : null}
        </p>
        {kind === 'offer' ? (
          <p className="account-muted">
            <FormattedMessage id="myData.consent.offer.notWithdrawable" />{' '}
            <LocalizedLink to="dashboard/policies/:_id" params={{ _id: policy?.contract_id ?? 0 }}>
              <FormattedMessage id="myData.consent.offer.open" values={{ number }} />
            </LocalizedLink>
          </p>
        ) : kind === 'saved_others' && !active ? (
          <p className="account-muted">
            <FormattedMessage id="myData.consent.saved_others.howToGive" />
          </p>
        ) : null}
      </div>
      {kind === 'offer' || (kind === 'saved_others' && !active) ? null : (
        <div className="account-actions">
          {active ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={onWithdraw}
              disabled={busy}
              aria-describedby={titleId}
            >
              <FormattedMessage id="myData.consents.withdraw" />
            </Button>
          ) : (
            <Button size="sm" onClick={onGive} disabled={busy} aria-describedby={titleId}>
              <FormattedMessage id="myData.consents.give" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
