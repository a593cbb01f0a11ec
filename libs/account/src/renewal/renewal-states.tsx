import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RenewalRefusal } from '@polis/api-contract';
import { LocalizedLink } from '@polis/i18n';
import { PageMeta, PRODUCTS } from '@polis/shell';
import { Button, buttonClassName, PageTitle, Spinner } from '@polis/ui';
import type { OfferFailure, Said } from './renewal-errors';
import { sayText } from './renewal-form';

/** The page's title (document and h1: private, not indexed) and what follows it. */
export function RenewalFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} noIndex />
      <PageTitle lead={lead}>{title}</PageTitle>
      {children}
    </>
  );
}

export function OfferLoading() {
  const intl = useIntl();
  return (
    <RenewalFrame title={intl.formatMessage({ id: 'account.renewal.title' })}>
      <div className="account-card" aria-busy="true">
        <Spinner size="sm" label={<FormattedMessage id="account.renewal.loading" />} />
      </div>
    </RenewalFrame>
  );
}

/** A bad token (404), an expired one (410), or a failure worth another try (no connection, a server fault). */
export function OfferFailed({ failure, onRetry }: { failure: OfferFailure; onRetry: () => void }) {
  const intl = useIntl();
  if (failure.kind === 'failed')
    return (
      <RenewalFrame title={intl.formatMessage({ id: 'account.renewal.title' })}>
        <div className="account-state account-state--error" role="alert">
          <p className="account-state__title">
            <FormattedMessage id="account.renewal.failed" />
          </p>
          <p className="account-state__text">
            <FormattedMessage id={failure.messageId} />
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </div>
      </RenewalFrame>
    );
  const expired = failure.kind === 'expired';
  return (
    <RenewalFrame
      title={intl.formatMessage({
        id: expired ? 'account.renewal.expired.title' : 'account.renewal.notFound.title',
      })}
    >
      <div className="account-state">
        <p className="account-state__text">
          <FormattedMessage id={expired ? 'account.renewal.expired.text' : 'account.renewal.notFound.text'} />
        </p>
        {expired ? (
          <LocalizedLink to="catalogue" className={buttonClassName('primary')}>
            <FormattedMessage id="account.renewal.toCatalogue" />
          </LocalizedLink>
        ) : (
          <LocalizedLink to="dashboard/policies" className={buttonClassName('secondary')}>
            <FormattedMessage id="account.renewal.toCabinet" />
          </LocalizedLink>
        )}
      </div>
    </RenewalFrame>
  );
}

/** Already renewed and paid: which policy renews it, and the cabinet where it is. */
export function AlreadyRenewed({ series, number }: { series: string; number: string }) {
  return (
    <div className="account-state" role="status">
      <p className="account-state__title">
        <FormattedMessage id="account.renewal.renewed" values={{ number: `${series} ${number}` }} />
      </p>
      <LocalizedLink to="dashboard/policies" className={buttonClassName('secondary')}>
        <FormattedMessage id="account.renewal.toCabinet" />
      </LocalizedLink>
    </div>
  );
}

export interface RefusalNoteProps {
  readonly code?: RenewalRefusal['code'];
  readonly said: Said;
  readonly product: string;
  readonly productName: string;
  /** A renewal just refused (announced at once), rather than the offer's own refusal. */
  readonly alert?: boolean;
}

/**
 * Why the product's rules refuse the renewal today, in the server's words (`renewal_not_offered`: in ours), with
 * the product's page to buy it anew, where the customer gives the data again.
 */
export function RefusalNote({ code, said, product, productName, alert = false }: RefusalNoteProps) {
  const intl = useIntl();
  // A product the site sells under its key (not a web view's monthly KASKO).
  const entry = PRODUCTS.find((p) => p.key === product);
  return (
    <div className="account-error account-renewal__refusal" role={alert ? 'alert' : undefined}>
      <p>
        {code === 'renewal_not_offered' ? (
          <FormattedMessage id="account.renewal.refused.notOffered" />
        ) : (
          sayText(intl, said)
        )}
      </p>
      {entry ? (
        <LocalizedLink to={entry.page} className={buttonClassName('secondary')}>
          <FormattedMessage id="account.renewal.buyAnew" values={{ product: productName }} />
        </LocalizedLink>
      ) : null}
    </div>
  );
}
