import { NotFoundPage } from '@polis/ui';
import { PageMeta } from './page-meta';
import { useIntl } from 'react-intl';

export function NotFoundRoute() {
  const intl = useIntl();
  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: 'shell.notFound.title', defaultMessage: 'Page Not Found' })}
        noIndex
      />
      <NotFoundPage />
    </>
  );
}
