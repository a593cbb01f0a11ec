import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SiteRequestBody } from '@polis/api-contract';
import { RequestMessages, useSendSiteRequestMutation } from '@polis/products-business';

/**
 * Sends one valid submission to `POST /site-requests` when it mounts (keyed by the submission) and says that
 * it arrived, with its number; if it could not be sent, `unsent` says so and how else to reach us.
 */
export function RequestStatus({ body, unsent }: { body: SiteRequestBody; unsent: ReactNode }) {
  const [send, { data, isError }] = useSendSiteRequestMutation();
  const started = useRef(false);
  const titleId = useId();
  useEffect(() => {
    // Once per submission, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void send(body);
  }, [send, body]);
  if (isError) return <>{unsent}</>;
  if (!data) return <p role="status" aria-busy="true" className="content-note" />;
  return (
    <RequestMessages>
      <div
        ref={(el) => el?.focus()}
        className="content-note"
        role="status"
        tabIndex={-1}
        aria-labelledby={titleId}
      >
        <h3 id={titleId}>
          <FormattedMessage id="business.request.sent.title" />
        </h3>
        <p>
          <FormattedMessage id="business.request.sent.text" values={{ id: data.id }} />
        </p>
      </div>
    </RequestMessages>
  );
}
