import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ScopedMessages, useHref } from '@polis/i18n';
import { PageMeta } from '@polis/shell';
import { Button, LoadingPage, PageTitle, TextField } from '@polis/ui';
import type { ContractOrigin, RenewalRef } from './model/prefill';
import { loadOsagoMessages } from './osago-messages';
import { OsagoWizard, PrefilledWizard } from './osago-wizard';

/** A contract number as the links carry it. */
const CONTRACT_ID = /^[1-9]\d{0,9}$/;

/** An OSAGO page: its texts (and the payment step's) loaded with it; layouts come from the host. */
function OsagoFrame({ children }: { readonly children: ReactNode }) {
  return (
    <ScopedMessages load={loadOsagoMessages} fallback={<LoadingPage />}>
      <div className="osago-page">{children}</div>
    </ScopedMessages>
  );
}

export interface OsagoPageProps {
  readonly limited?: boolean;
}

/** The OSAGO purchase page, the same in the site and the webview. */
export function OsagoPage({ limited = false }: OsagoPageProps) {
  return (
    <OsagoFrame>
      <OsagoContent limited={limited} />
    </OsagoFrame>
  );
}

function OsagoContent({ limited }: { limited: boolean }) {
  const intl = useIntl();
  const copyOf = useCopyOrigin();
  return (
    <>
      <PageTitle lead={intl.formatMessage({ id: 'osago.lead' })}>
        {intl.formatMessage({ id: limited ? 'osago.titleLimited' : 'osago.title' })}
      </PageTitle>
      {copyOf ? <PrefilledWizard origin={copyOf} /> : <OsagoWizard limited={limited} />}
    </>
  );
}

/** `?copy={contractId}&order_id=...`: a new policy copied from an earlier contract (spec 000 section 2). */
function useCopyOrigin(): ContractOrigin | null {
  const [search] = useSearchParams();
  const id = search.get('copy') ?? '';
  if (!CONTRACT_ID.test(id)) return null;
  return { kind: 'copy', contractId: Number(id), orderId: search.get('order_id') ?? undefined };
}

export interface OsagoRenewalPageProps {
  /** The contract being renewed; absent on `osago-uzaytirish` without a number: the page asks for it. */
  readonly renewal: RenewalRef | null;
}

/**
 * Renewal (`o-renew/{contract}/{agentId?}`, `osago-uzaytirish/{contract?}`): the OSAGO wizard started from the
 * old contract's pre-fill and saved through the extension call with the agent.
 */
export function OsagoRenewalPage({ renewal }: OsagoRenewalPageProps) {
  return (
    <OsagoFrame>
      <RenewalTitle />
      {renewal ? <PrefilledWizard origin={{ ...renewal, kind: 'renewal' }} /> : <ContractNumberForm />}
    </OsagoFrame>
  );
}

function RenewalTitle() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'osago.renewal.title' });
  const lead = intl.formatMessage({ id: 'osago.renewal.lead' });
  return (
    <>
      <PageMeta title={title} description={lead} />
      <PageTitle lead={lead}>{title}</PageTitle>
    </>
  );
}

function ContractNumberForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const href = useHref();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="kit-step"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const id = value.trim();
        if (!CONTRACT_ID.test(id)) {
          setError(intl.formatMessage({ id: 'osago.renewal.contractInvalid' }));
          return;
        }
        navigate(href('osago-uzaytirish/:contract?', { contract: id }));
      }}
    >
      <TextField
        id="renewal-contract"
        label={intl.formatMessage({ id: 'osago.renewal.contract' })}
        hint={intl.formatMessage({ id: 'osago.renewal.contractHint' })}
        inputMode="numeric"
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
        required
      />
      <Button type="submit" block>
        <FormattedMessage id="osago.next" />
      </Button>
    </form>
  );
}
