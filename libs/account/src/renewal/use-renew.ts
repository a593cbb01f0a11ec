import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@polis/api-client';
import type { RenewRequest, RenewResponse } from '@polis/api-contract';
import { renewFailure, type RenewalField, type Said } from './renewal-errors';
import { useRenewMutation } from './renewal-api';

export interface RenewProblem {
  readonly page?: Said;
  /** The refusal's code when it has no field (renewal_not_offered: buy anew). */
  readonly code?: string;
  readonly fields?: Partial<Record<RenewalField, Said>>;
}

/**
 * The renewal's POST: one idempotency key per set of answers (a double tap or a retry after a lost answer is
 * one contract), and the server's total once it refused ours (422 price_mismatch): the next tap confirms it.
 * `priceKey` names what was priced (a trip's dates): a confirmed price holds for those only.
 */
export function useRenew(token: string, priceKey: string, onOfferChanged: () => void) {
  const [post, { isLoading }] = useRenewMutation();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [confirmed, setConfirmed] = useState<{ for: string; amount: number } | null>(null);
  const [problem, setProblem] = useState<RenewProblem | null>(null);
  const confirmedAmount = confirmed?.for === priceKey ? confirmed.amount : undefined;

  const renew = async (body: RenewRequest): Promise<RenewResponse | null> => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: newIdempotencyKey(), body: text };
    setProblem(null);
    const result = await post({ token, body, idempotencyKey: attempt.current.key });
    if ('data' in result && result.data) return result.data;
    const failure = renewFailure(result.error);
    if (failure.kind === 'price') {
      setConfirmed({ for: priceKey, amount: failure.amount });
      setProblem({ page: { id: 'account.renewal.priceMismatch' } });
    } else if (failure.kind === 'offer') onOfferChanged();
    else if (failure.kind === 'field') setProblem({ fields: { [failure.field]: failure.said } });
    else setProblem({ page: failure.said, ...(failure.code ? { code: failure.code } : {}) });
    return null;
  };

  return { renew, busy: isLoading, confirmedAmount, problem, clearProblem: () => setProblem(null) };
}
