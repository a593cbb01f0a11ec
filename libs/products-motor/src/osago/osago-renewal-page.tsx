import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScopedMessages, useHref } from '@polis/i18n';
import { PageMeta } from '@polis/shell';
import { Button, LoadingPage, PageTitle, TextField } from '@polis/ui';
import { useNavigate } from 'react-router';
import type { RenewalRef } from './model/prefill';
import { loadOsagoMessages } from './osago-messages';
import { PrefilledWizard } from './prefilled-wizard';

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
        {renewal ? <PrefilledWizard origin={{ ...renewal, kind: 'renewal' }} /> : <ContractNumberForm />}
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
