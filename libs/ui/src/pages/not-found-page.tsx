import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalizedLink } from '@polis/i18n';
import { buttonClassName } from '../button/button';
import { StatusLayout } from './status-layout';

/** What every host app shows for an unknown path, in the page's language. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusLayout
      visual={<p className="polis-status__code">404</p>}
      title={<FormattedMessage id="ui.notFound.title" defaultMessage="Page Not Found" />}
      actions={
        <LocalizedLink to="" className={buttonClassName('primary', 'lg')}>
          <FormattedMessage id="ui.goHome" defaultMessage="Go to the home page" />
        </LocalizedLink>
      }
    >
      <p>
        <FormattedMessage
          id="ui.notFound.text"
          defaultMessage="There is no page at {path}. It may have moved, or the address has a typo."
          values={{ path: <code className="polis-status__path">{pathname}</code> }}
        />
      </p>
    </StatusLayout>
  );
}
