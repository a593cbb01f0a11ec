import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Skeleton, Spinner } from '@polis/ui';
import { cabinetErrorMessage } from '../model/cabinet-errors';

/** Placeholder cards while a list loads; the region is busy and a status says what is loading. */
export function ListSkeleton({ label, rows = 3 }: { label: ReactNode; rows?: number }) {
  return (
    <div className="account-list-loading" aria-busy="true">
      <Spinner size="sm" label={label} className="account-list-loading__status" />
      <ul className="account-list" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="account-item account-item--skeleton">
            <Skeleton width={40} height={40} rounded />
            <span className="account-item__skeleton-text">
              <Skeleton width="45%" height="1.1em" />
              <Skeleton lines={2} height="0.9em" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A list or detail that failed to load: what happened, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = cabinetErrorMessage(error);
  return (
    <div className="account-state account-state--error" role="alert">
      <p className="account-state__title">
        <FormattedMessage id="account.loadError" />
      </p>
      <p className="account-state__text">
        <FormattedMessage id={message.id} values={message.values} />
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </Button>
    </div>
  );
}

/** Nothing to list yet, with what the user can do about it. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="account-state">
      <p className="account-state__title">{title}</p>
      {text ? <p className="account-state__text">{text}</p> : null}
      {action}
    </div>
  );
}
