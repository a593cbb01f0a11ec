import { FormattedMessage } from 'react-intl';
import type { MessageRef } from '../model/cabinet-errors';

/** What a section's last action said: done (a status) or refused (an alert). */
export type Notice = { readonly tone: 'status' | 'alert'; readonly message: MessageRef };

export function SectionNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={notice.tone === 'status' ? 'account-success' : 'account-error'} role={notice.tone}>
      <FormattedMessage id={notice.message.id} values={notice.message.values} />
    </p>
  );
}
