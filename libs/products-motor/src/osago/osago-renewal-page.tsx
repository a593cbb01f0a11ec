import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScopedMessages, useHref } from '@polis/i18n';
import { PageMeta } from '@polis/shell';
import { Button, ErrorModal, LoadingPage, PageTitle, Spinner, TextField } from '@polis/ui';
import { useNavigate } from 'react-router';
import { useGetExtensionPrefillQuery } from './api/osago-api';
import { wizardPrefill, type RenewalRef } from './model/prefill';
import { loadOsagoMessages } from './osago-messages';
import { OsagoWizard } from './osago-wizard';

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
    <ScopedMessages load={loadOsagoMessages} fallback={<LoadingPage />}>
      <div className="osago-page">
        <RenewalTitle />
        {renewal ? <Renewal renewal={renewal} /> : <ContractNumberForm />}
      </div>
    </ScopedMessages>
  );
}

function RenewalTitle() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'osago.renewal.title' });
  return (
    <>
      <PageMeta title={title} description={intl.formatMessage({ id: 'osago.renewal.lead' })} />
      <PageTitle lead={intl.formatMessage({ id: 'osago.renewal.lead' })}>{title}</PageTitle>
    </>
  );
}

function Renewal({ renewal }: { renewal: RenewalRef }) {
  const [modalOpen, setModalOpen] = useState(true);
  const { data, error, isLoading, refetch } = useGetExtensionPrefillQuery({
    contract_id: renewal.contractId,
    ...(renewal.orderId ? { order_id: renewal.orderId } : {}),
  });
  if (isLoading) return <Spinner label={<FormattedMessage id="osago.renewal.loading" />} showLabel />;
  if (error || !data) {
    // Spec 001 section 8: an auto-fill failure says extending-contract-not-found and opens the error modal.
    return (
      <>
        <p className="osago-error" role="alert">
          <FormattedMessage id="osago.error.extending-contract-not-found" />
        </p>
        <ErrorModal
          open={modalOpen}
          message={<FormattedMessage id="osago.error.extending-contract-not-found" />}
          onClose={() => setModalOpen(false)}
          onRetry={() => {
            setModalOpen(false);
            void refetch();
          }}
        />
      </>
    );
  }
  return <OsagoWizard renewal={renewal} prefill={wizardPrefill(data.response)} />;
}

function ContractNumberForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const href = useHref();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="osago-step"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const id = value.trim();
        if (!/^[1-9]\d{0,9}$/.test(id)) {
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
