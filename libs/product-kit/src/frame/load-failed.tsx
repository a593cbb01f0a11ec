import { FormattedMessage } from 'react-intl';
import { Button } from '@polis/ui';

export interface LoadFailedProps {
  /** Message ids: what could not be loaded, and the retry button. */
  readonly message: string;
  readonly retry: string;
  readonly onRetry: () => unknown;
}

/** What a step says when the list it needs (programs, kinds) could not be loaded, with a Retry. */
export function LoadFailed({ message, retry, onRetry }: LoadFailedProps) {
  return (
    <div role="alert">
      <p>
        <FormattedMessage id={message} />
      </p>
      <Button type="button" variant="secondary" onClick={() => onRetry()}>
        <FormattedMessage id={retry} />
      </Button>
    </div>
  );
}
