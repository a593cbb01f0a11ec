import { FormattedMessage } from 'react-intl';
import './layout.css';

/** Marks the business section of the site (header of the business layout, business product cards). */
export function BusinessBadge() {
  return (
    <span className="polis-badge polis-badge--business">
      <FormattedMessage id="ui.business.badge" defaultMessage="For business" />
    </span>
  );
}
