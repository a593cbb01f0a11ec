import { useIntl } from 'react-intl';
import { ScopedMessages } from '@polis/i18n';
import { LoadingPage, PageTitle } from '@polis/ui';
import { loadOsagoMessages } from './osago-messages';
import { OsagoWizard } from './osago-wizard';

export interface OsagoPageProps {
  readonly limited?: boolean;
}

/** The OSAGO purchase page, the same in the site and the webview (layouts come from the host). */
export function OsagoPage({ limited = false }: OsagoPageProps) {
  return (
    <ScopedMessages load={loadOsagoMessages} fallback={<LoadingPage />}>
      <OsagoContent limited={limited} />
    </ScopedMessages>
  );
}

function OsagoContent({ limited }: { limited: boolean }) {
  const intl = useIntl();
  return (
    <div className="osago-page">
      <PageTitle lead={intl.formatMessage({ id: 'osago.lead' })}>
        {intl.formatMessage({ id: limited ? 'osago.titleLimited' : 'osago.title' })}
      </PageTitle>
      <OsagoWizard limited={limited} />
    </div>
  );
}
