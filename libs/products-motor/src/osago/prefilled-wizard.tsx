import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorModal, Spinner } from '@polis/ui';
import { useGetCopyPrefillQuery, useGetExtensionPrefillQuery } from './api/osago-api';
import { wizardPrefill, type ContractOrigin } from './model/prefill';
import { OsagoWizard } from './osago-wizard';

const NOT_FOUND: Record<ContractOrigin['kind'], string> = {
  renewal: 'osago.error.extending-contract-not-found',
  copy: 'osago.error.copy-contract-not-found',
};

/** The OSAGO wizard started from an earlier contract: its renewal, or a copy of it. */
export function PrefilledWizard({ origin }: { readonly origin: ContractOrigin }) {
  const [modalOpen, setModalOpen] = useState(true);
  const ref = { contract_id: origin.contractId, ...(origin.orderId ? { order_id: origin.orderId } : {}) };
  const renewal = useGetExtensionPrefillQuery(ref, { skip: origin.kind !== 'renewal' });
  const copy = useGetCopyPrefillQuery(ref, { skip: origin.kind !== 'copy' });
  const { data, error, isLoading, refetch } = origin.kind === 'renewal' ? renewal : copy;
  if (isLoading) return <Spinner label={<FormattedMessage id="osago.renewal.loading" />} showLabel />;
  if (error || !data) {
    // Spec 001 section 8: an auto-fill failure says extending-contract-not-found and opens the error modal.
    const message = <FormattedMessage id={NOT_FOUND[origin.kind]} />;
    return (
      <>
        <p className="osago-error" role="alert">
          {message}
        </p>
        <ErrorModal
          open={modalOpen}
          message={message}
          onClose={() => setModalOpen(false)}
          onRetry={() => {
            setModalOpen(false);
            void refetch();
          }}
        />
      </>
    );
  }
  return <OsagoWizard origin={origin} prefill={wizardPrefill(data.response, origin.kind)} />;
}
