import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { FormikHelpers } from 'formik';
import type {
  PolicyChangeKind,
  PolicyChangeOptions,
  PolicyChangeQuote,
  PolicyChangeRequest,
} from '@polis/api-contract';
import { newIdempotencyKey } from '@polis/api-client';
import { useLang } from '@polis/i18n';
import { href } from '@polis/routing';
import { Skeleton, Spinner } from '@polis/ui';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { LoadError } from '../common/list-states';
import { BackLink, isNotFound, NotFoundState } from '../common/not-found-state';
import { StepHeading } from '../common/step-heading';
import type { MessageRef } from '../model/cabinet-errors';
import { useGetChangeOptionsQuery, useQuoteChangeMutation, useSubmitChangeMutation } from './change-api';
import { ChangeChoice } from './change-choice';
import { ChangeConfirm } from './change-confirm';
import { ChangeForm } from './change-form';
import { loadChangeMessages } from './change-messages';
import { ChangePayment } from './change-payment';
import { changeRefusal } from './change-refusals';
import { BLANK, changeBody, type ChangeValues } from './change.schema';

/**
 * `dashboard/policies/{_id}/change`: the changes this policy allows today, the chosen change's form (`?change=`),
 * the server's price, then the change (back to the policy at its new version) or, with something to pay, the
 * payment step (`?step=pay`). The unpaid change is the server's, so a reload or a provider's page returns to it;
 * typed personal data stays in the form only.
 */
export function ChangePolicyPage() {
  return (
    <AccountScreen load={loadChangeMessages}>
      <ChangePolicy />
    </AccountScreen>
  );
}

function ChangePolicy() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  // The route accepts positive integers only (libs/routing PARAM_RULES), so this is a number.
  const id = Number(useParams()._id);
  const [search, setSearch] = useSearchParams();
  const { data: options, error, isError, refetch } = useGetChangeOptionsQuery(id);
  const policyPath = href(lang, 'dashboard/policies/:_id', { _id: id });
  const back = (
    <BackLink to="dashboard/policies/:_id" params={{ _id: id }}>
      <FormattedMessage id="change.back" />
    </BackLink>
  );
  const frame = (title: string, body: ReactNode) => (
    <DashboardPage title={title} back={back}>
      {body}
    </DashboardPage>
  );
  const plainTitle = intl.formatMessage({ id: 'change.title' }, { number: '' }).trim();

  if (isError && isNotFound(error))
    return frame(
      intl.formatMessage({ id: 'account.policy.notFound' }),
      <NotFoundState
        text={<FormattedMessage id="account.policy.notFoundText" />}
        backTo="dashboard/policies"
        backLabel={<FormattedMessage id="account.policies.back" />}
      />,
    );
  if (isError) return frame(plainTitle, <LoadError error={error} onRetry={refetch} />);
  if (!options)
    return frame(
      plainTitle,
      <div className="account-card" aria-busy="true">
        <Spinner size="sm" label={<FormattedMessage id="change.loading" />} />
        <Skeleton lines={4} height="1.1em" />
      </div>,
    );

  const title = intl.formatMessage(
    { id: 'change.title' },
    { number: `${options.policy.series} ${options.policy.number}` },
  );
  const kind = search.get('change') as PolicyChangeKind | null;
  const done = (version: number) => navigate(`${policyPath}?changed=${version}`);
  if (options.pending)
    return frame(title, <ChangePayment pending={options.pending} onPaid={() => done(options.version + 1)} />);
  if (search.get('step') === 'pay')
    // Back from a provider's page once paid: the change is the policy's version now.
    return frame(
      title,
      <p className="account-card account-section" role="status">
        <FormattedMessage id="change.done" values={{ number: options.version }} />
      </p>,
    );
  const offered = options.changes.find((c) => c.change === kind && c.allowed);
  if (!kind || !offered)
    return frame(title, <ChangeChoice options={options} onChoose={(change) => setSearch({ change })} />);
  return frame(
    title,
    <ChangeFlow
      id={id}
      kind={kind}
      options={options}
      onVersion={done}
      onPending={() => setSearch({ change: kind, step: 'pay' })}
      onCancel={() => setSearch({})}
    />,
  );
}

interface ChangeFlowProps {
  readonly id: number;
  readonly kind: PolicyChangeKind;
  readonly options: PolicyChangeOptions;
  readonly onVersion: (version: number) => void;
  readonly onPending: () => void;
  readonly onCancel: () => void;
}

/** The form, then the server's price and the confirmation (kept in memory: personal data, not the URL). */
function ChangeFlow({ id, kind, options, onVersion, onPending, onCancel }: ChangeFlowProps) {
  const [values, setValues] = useState<ChangeValues>(BLANK);
  const [quoted, setQuoted] = useState<{ body: PolicyChangeRequest; quote: PolicyChangeQuote } | null>(null);
  const [formError, setFormError] = useState<MessageRef | null>(null);
  const [confirmError, setConfirmError] = useState<MessageRef | null>(null);
  const [idempotencyKey, setKey] = useState(() => newIdempotencyKey());
  const [quote] = useQuoteChangeMutation();
  const [submit, submitting] = useSubmitChangeMutation();

  const ask = async (typed: ChangeValues, helpers: FormikHelpers<ChangeValues>) => {
    setFormError(null);
    setValues(typed);
    const body = changeBody(kind, typed);
    const result = await quote({ id, body });
    if (result.data) {
      setQuoted({ body, quote: result.data });
      setKey(newIdempotencyKey());
      return;
    }
    const refusal = changeRefusal(result.error, kind);
    if (refusal.field) helpers.setFieldError(refusal.field, refusal.message.id);
    else setFormError(refusal.message);
  };

  const confirm = async () => {
    if (!quoted) return;
    setConfirmError(null);
    const body = { ...quoted.body, difference_uzs: quoted.quote.difference_uzs };
    const result = await submit({ id, body, idempotencyKey });
    if (result.data?.version) return onVersion(result.data.version.number);
    if (result.data?.pending) return onPending();
    setConfirmError(changeRefusal(result.error, kind).message);
  };

  return (
    <section className="account-card account-section">
      <StepHeading focus>
        <FormattedMessage id={`change.kind.${kind}`} />
      </StepHeading>
      {quoted ? (
        <ChangeConfirm
          quote={quoted.quote}
          busy={submitting.isLoading}
          error={confirmError}
          onConfirm={() => void confirm()}
          onEdit={() => setQuoted(null)}
        />
      ) : (
        <ChangeForm
          kind={kind}
          options={options}
          initialValues={values}
          onSubmit={ask}
          error={formError}
          onCancel={onCancel}
        />
      )}
    </section>
  );
}
