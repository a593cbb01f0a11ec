import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { LocalizedLink } from '@polis/i18n';
import { buttonClassName } from '@polis/ui';
import { tashkentDay } from '../model/dates';
import { useGetPolicyVersionsQuery } from './change-api';

/** "Change this policy" on the policy's page (issue 27): its changes' page. */
export function ChangeLink({ id }: { id: number }) {
  return (
    <LocalizedLink
      to="dashboard/policies/:_id/change"
      params={{ _id: id }}
      className={buttonClassName('secondary', 'md')}
    >
      <FormattedMessage id="change.link" />
    </LocalizedLink>
  );
}

/**
 * A changed policy's current version and its history on the policy's page, with what the change page came back
 * to say (`?changed=N`) and an unpaid change to pay. Nothing for a policy never changed.
 */
export function PolicyVersions({ id }: { id: number }) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const { data } = useGetPolicyVersionsQuery(id);
  const changed = search.get('changed');
  // A policy never changed has no versions yet (version 1 is written by the first change): nothing to show.
  if (!data || (data.versions.length === 0 && !data.pending)) return null;
  const current = data.versions.find((v) => v.number === data.current);
  return (
    <section className="account-card account-section" aria-labelledby="policy-versions">
      {changed ? (
        <p role="status" className="account-notice">
          <FormattedMessage id="change.done" values={{ number: data.current }} />
        </p>
      ) : null}
      <h2 id="policy-versions" className="account-section__title">
        <FormattedMessage id="change.versions.heading" />
      </h2>
      {current ? (
        <p>
          <FormattedMessage
            id="change.versions.current"
            values={{ number: data.current, date: tashkentDay(current.date) }}
          />
        </p>
      ) : null}
      {data.versions.length > 0 ? (
        <ol className="account-list">
          {data.versions.map((v) => (
            <li key={v.number}>
              {intl.formatMessage(
                { id: 'change.versions.item' },
                {
                  number: v.number,
                  date: tashkentDay(v.date),
                  change: intl.formatMessage({ id: `change.history.${v.change}` }),
                },
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {data.pending ? (
        <p>
          <FormattedMessage
            id="change.versions.pending"
            values={{ summary: intl.formatMessage({ id: `change.kind.${data.pending.change}` }) }}
          />{' '}
          <LocalizedLink to="dashboard/policies/:_id/change" params={{ _id: id }}>
            <FormattedMessage id="change.versions.pay" />
          </LocalizedLink>
        </p>
      ) : null}
    </section>
  );
}
