import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@polis/i18n';
import { Button, buttonClassName } from '../button/button';
import { StatusLayout } from './status-layout';
import { StrokeIcon } from '../icons/stroke-icon';

export interface ErrorPageProps {
  /** Loads the page again (revalidate the route, reset an error boundary, reload). */
  readonly onRetry: () => void;
  readonly title?: ReactNode;
  readonly message?: ReactNode;
}

/** A friendly full-page error for a route that failed to render or load. */
export function ErrorPage({ onRetry, title, message }: ErrorPageProps) {
  return (
    <StatusLayout
      visual={<WarningIcon />}
      title={title ?? <FormattedMessage id="ui.error.title" defaultMessage="Something went wrong" />}
      actions={
        <>
          <Button size="lg" onClick={onRetry}>
            <FormattedMessage id="ui.retry" defaultMessage="Try again" />
          </Button>
          <LocalizedLink to="" className={buttonClassName('secondary', 'lg')}>
            <FormattedMessage id="ui.goHome" defaultMessage="Go to the home page" />
          </LocalizedLink>
        </>
      }
    >
      <p>
        {message ?? (
          <FormattedMessage
            id="ui.error.text"
            defaultMessage="The page could not be loaded. Check your connection and try again."
          />
        )}
      </p>
    </StatusLayout>
  );
}

function WarningIcon() {
  return (
    <StrokeIcon size={56} strokeWidth={1.75} className="polis-status__icon">
      <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5M12 17h.01" />
    </StrokeIcon>
  );
}
