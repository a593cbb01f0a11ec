import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ContactDetails } from './contacts';
import type { MessageId } from './content-types';

/**
 * There is no endpoint for these forms yet, so a valid submission says plainly that nothing was sent and
 * how to reach us instead. Focus moves here so screen readers and small screens land on the answer.
 */
export function SubmissionNote({ text, children }: { text: MessageId; children?: ReactNode }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="content-note" role="status" tabIndex={-1} aria-labelledby={id}>
      <h3 id={id}>{intl.formatMessage({ id: 'content.form.unavailable.title' })}</h3>
      <p>{intl.formatMessage({ id: text })}</p>
      {children}
      <ContactDetails />
    </div>
  );
}
