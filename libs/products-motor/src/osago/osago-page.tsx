import { useIntl } from 'react-intl';
import { ScopedMessages, type Messages } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import { LoadingPage, PageTitle } from '@polis/ui';
import { motorMessages } from '../motor-messages';
import { OsagoWizard } from './osago-wizard';

export interface OsagoPageProps {
  readonly limited?: boolean;
}

// The payment library is loaded lazily by the wizard; its catalogue comes the same way.
const loadMessages = async (lang: Lang): Promise<Messages> => {
  const [motor, payment] = await Promise.all([
    motorMessages[lang](),
    import('@polis/payment').then((m) => m.paymentMessages[lang]()),
  ]);
  return { ...motor, ...payment };
};

/** The OSAGO purchase page, the same in the site and the webview (layouts come from the host). */
export function OsagoPage({ limited = false }: OsagoPageProps) {
  return (
    <ScopedMessages load={loadMessages} fallback={<LoadingPage />}>
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
