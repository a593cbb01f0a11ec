import type { PriceMismatchBody } from '@polis/api-contract';
import { formatUzs } from '../../contracts/format';

/**
 * The 422 of every save whose `amount_uzs` is not the server's (/tmp/osago-api.md): the server's figure in the
 * message, in `details` (at `path`, the body's total field) and at the top level.
 */
export function priceMismatchBody(serverTotal: number, path = '/amount_uzs'): PriceMismatchBody {
  return {
    error: {
      code: 'price_mismatch',
      message: `The price has changed: the total is ${formatUzs(serverTotal)} UZS (${serverTotal})`,
      details: [{ part: 'body', path, message: String(serverTotal) }],
    },
    amount_uzs: serverTotal,
  };
}
