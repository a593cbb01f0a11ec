import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetReceipt, ReceiptItem } from '@polis/api-contract';
import { FormattedPrice } from '@polis/i18n';
import { Spinner } from '@polis/ui';
import { FactRow } from '../common/fact-row';
import { LoadError } from '../common/list-states';
import { useGetPolicyReceiptsQuery } from './receipts-api';

const PROVIDERS = new Set(['payme', 'click', 'octo', 'card', 'installment']);

/**
 * "Receipts" on a policy's page (issue 27): the fiscal receipt of every payment and refund, with its item's
 * classification code and VAT, the fiscal sign and the link that checks it (the sandbox's tax-office page).
 */
export function PolicyReceipts({ policyId }: { policyId: number }) {
  const { data: receipts, error, isError, refetch } = useGetPolicyReceiptsQuery(policyId);
  return (
    <section className="account-card account-section" aria-labelledby="account-receipts-title">
      <h2 id="account-receipts-title" className="account-section__title">
        <FormattedMessage id="receipts.title" />
      </h2>
      {isError ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !receipts ? (
        <Spinner size="sm" label={<FormattedMessage id="receipts.loading" />} />
      ) : receipts.length === 0 ? (
        <p>
          <FormattedMessage id="receipts.empty" />
        </p>
      ) : (
        <>
          <p className="account-state__text">
            <FormattedMessage id="receipts.sandbox" />
          </p>
          <ul className="account-list">
            {receipts.map((receipt) => (
              <li key={receipt.id}>
                <Receipt receipt={receipt} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Receipt({ receipt }: { receipt: CabinetReceipt }) {
  const intl = useIntl();
  const kind = intl.formatMessage({ id: `receipts.kind.${receipt.kind}` });
  const date = intl.formatDate(receipt.created_at, { timeZone: 'Asia/Tashkent' });
  return (
    <article aria-label={`${kind}, ${date}`}>
      <h3 className="account-section__title">
        {kind} · {date}
      </h3>
      <dl className="account-facts">
        <FactRow label={<FormattedMessage id="receipts.amount" />}>
          <FormattedPrice amount={receipt.amount_uzs} />
        </FactRow>
        <FactRow label={<FormattedMessage id="receipts.provider" />}>
          <FormattedMessage
            id={`receipts.provider.${PROVIDERS.has(receipt.provider) ? receipt.provider : 'other'}`}
          />
        </FactRow>
        {receipt.items.map((item, index) => (
          <ItemFacts key={index} item={item} />
        ))}
        <FactRow label={<FormattedMessage id="receipts.number" />}>
          {receipt.receipt_number} · {receipt.terminal_id}
        </FactRow>
        <FactRow label={<FormattedMessage id="receipts.fiscalSign" />}>{receipt.fiscal_sign}</FactRow>
      </dl>
      <p>
        <a href={receipt.qr_url} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="receipts.check" values={{ number: receipt.receipt_number }} />
        </a>
      </p>
    </article>
  );
}

function ItemFacts({ item }: { item: ReceiptItem }) {
  return (
    <>
      <FactRow label={<FormattedMessage id="receipts.item" />}>
        {item.title} × {item.count}
      </FactRow>
      <FactRow label={<FormattedMessage id="receipts.code" />}>
        {item.code}
        {' · '}
        <FormattedMessage id="receipts.packageCode" values={{ code: item.package_code }} />
      </FactRow>
      <FactRow label={<FormattedMessage id="receipts.vat" />}>
        {item.vat_percent === 0 ? (
          <FormattedMessage id="receipts.vatExempt" />
        ) : (
          <FormattedMessage id="receipts.vatPercent" values={{ percent: item.vat_percent }} />
        )}
      </FactRow>
    </>
  );
}
