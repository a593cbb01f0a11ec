import { FormattedMessage } from 'react-intl';
import type { MessageRef } from '../model/cabinet-errors';

/** A failed request's text under a form, announced at once (role=alert). */
export function FormError({ error }: { error: MessageRef | null }) {
  if (!error) return null;
  return (
    <p className="account-error" role="alert">
      <FormattedMessage id={error.id} values={error.values} />
    </p>
  );
}
