import { useParams, useSearchParams } from 'react-router';
import { OsagoPage, OsagoRenewalPage } from '@polis/products-motor';

/** `osago/:ad?`. */
export function OsagoRoute() {
  return <OsagoPage />;
}

/** `osago-limited/:ad?`: the same wizard with named drivers preselected. */
export function OsagoLimitedRoute() {
  return <OsagoPage limited />;
}

/**
 * `o-renew/:contract/:agentId?` (the renewal partner's links) and `osago-uzaytirish/:contract?`; an
 * `order_id` in the query (from the customer's own links) opens the old contract in full.
 */
export function OsagoRenewalRoute() {
  const { contract, agentId } = useParams();
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? undefined;
  return (
    <OsagoRenewalPage
      key={contract}
      renewal={contract ? { contractId: Number(contract), orderId, agentId } : null}
    />
  );
}
