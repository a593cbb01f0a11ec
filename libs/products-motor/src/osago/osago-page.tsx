import { useIntl } from 'react-intl';
import { ScopedMessages } from '@polis/i18n';
import { LoadingPage, PageTitle } from '@polis/ui';
import type { ContractOrigin } from './model/prefill';
import { loadOsagoMessages } from './osago-messages';
import { useSearchParams } from 'react-router';
import { OsagoWizard } from './osago-wizard';
import { PrefilledWizard } from './prefilled-wizard';

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
  const copyOf = useCopyOrigin();
  return (
    <div className="osago-page">
      <PageTitle lead={intl.formatMessage({ id: 'osago.lead' })}>
        {intl.formatMessage({ id: limited ? 'osago.titleLimited' : 'osago.title' })}
      </PageTitle>
      {copyOf ? <PrefilledWizard origin={copyOf} /> : <OsagoWizard limited={limited} />}
    </div>
  );
}

/** `?copy={contractId}&order_id=...`: a new policy copied from an earlier contract (spec 000 section 2). */
function useCopyOrigin(): ContractOrigin | null {
  const [search] = useSearchParams();
  const id = search.get('copy') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  return { kind: 'copy', contractId: Number(id), orderId: search.get('order_id') ?? undefined };
}
