import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PolicyChangeKind, PolicyChangeRequest } from '@polis/api-contract';
import type { Database } from '../../db/schema';
import type { Contract, ContractDetails, Policy } from '../../contracts/contract-service';
import { RequestError } from '../../errors';
import { declarationOf, type Sale } from './sale';

/**
 * Mid-term changes (issue 27), declared by each product that offers them and done by `./change-routes.ts`: what
 * may be changed today, and a change turned into the facts after it and the server's prices before and after.
 */

/** What a product's change rules see: the policy as it is now (its current version). */
export interface ChangeContext {
  readonly db: Kysely<Database>;
  readonly now: Date;
  /** Today in Tashkent, YYYY-MM-DD. */
  readonly today: string;
  readonly request: FastifyRequest;
  readonly contract: Contract;
  readonly policy: Policy;
  /** The stored body of the sale (personal data; the current version's), and the save's path. */
  readonly body: Record<string, unknown> | null;
  readonly sale: string | null;
}

/** A change the product's rules accepted. */
export interface Changed {
  /** What changed, fit for the public verification page: no names, no documents. */
  readonly summary: string;
  readonly details: ContractDetails;
  readonly body?: unknown;
  /** OSAGO's application row after the change. */
  readonly application?: unknown;
  readonly phone?: string;
  /** The full period's server price after and before the change (the same rules, today's tariff). */
  readonly amountUzs: number;
  readonly previousAmountUzs: number;
  /** Priced for the rest of the period (a policy in force); else the whole difference (before the start). */
  readonly prorate: boolean;
}

export interface ChangeRefusal {
  readonly refusal: { readonly code: string; readonly message: string; readonly field?: string };
}

export const refuseChange = (code: string, message: string, field?: string): ChangeRefusal => ({
  refusal: field ? { code, message, field } : { code, message },
});

export interface OfferedChange {
  readonly change: PolicyChangeKind;
  readonly allowed: boolean;
  readonly reason: string | null;
}

/** What the change page shows of the policy besides the offers (masked). */
export interface ChangeView {
  readonly drivers?: readonly { key: number; name: string }[];
  readonly limited?: boolean | null;
  readonly plate?: string | null;
  readonly travellers?: number | null;
  readonly address?: string | null;
}

/** A product's mid-term changes. */
export interface PolicyChanges {
  /** The contract products it changes. */
  readonly products: readonly string[];
  readonly offered: (ctx: ChangeContext) => Promise<readonly OfferedChange[]>;
  readonly view: (ctx: ChangeContext) => Promise<ChangeView>;
  readonly change: (request: PolicyChangeRequest, ctx: ChangeContext) => Promise<Changed | ChangeRefusal>;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;

/**
 * What a change costs, whole UZS: the difference of the full-period prices, for the days left of the cover
 * (today counts) when the policy is in force and `prorate`; the whole difference before the cover starts.
 */
export function changeDifference(input: {
  readonly previous: number;
  readonly next: number;
  readonly start: string;
  readonly end: string;
  readonly today: string;
  readonly prorate: boolean;
}): number {
  const { previous, next, start, end, today, prorate } = input;
  const whole = next - previous;
  if (!prorate || today <= start) return whole;
  const days = dayNumber(end) - dayNumber(start) + 1;
  const left = Math.max(0, dayNumber(end) - dayNumber(today) + 1);
  return Math.round((whole * left) / days);
}

/** The change's 400 when a field its kind needs is missing. */
export function required<T>(value: T | undefined, path: string): T {
  if (value === undefined)
    throw new RequestError(400, 'validation', `body${path} is required for this change`, [
      { part: 'body', path, message: 'is required' },
    ]);
  return value;
}

/**
 * The product's own sale rules on a changed body (travel, housing: a change before the cover starts is a purchase
 * of the changed policy): its sale for the new body and for the old one (today's price of the same rules).
 */
export async function resell(
  ctx: ChangeContext,
  changed: Record<string, unknown>,
): Promise<{ sale: Sale; previous: Sale } | ChangeRefusal> {
  const declaration = ctx.sale ? declarationOf(ctx.sale) : undefined;
  if (!declaration || !ctx.body) return refuseChange('change_not_offered', 'This policy cannot be changed');
  const sell = async (body: unknown) => {
    try {
      const sold = await declaration.sell(body, {
        db: ctx.db,
        now: ctx.now,
        today: ctx.today,
        request: ctx.request,
      });
      if ('refused' in sold) return refuseChange(sold.refused.code, sold.refused.message);
      if ('declined' in sold) return refuseChange('change_not_offered', 'Refused by the product rules');
      return sold;
    } catch (error) {
      if (!(error instanceof RequestError) || error.statusCode !== 400) throw error;
      const [first] = Array.isArray(error.details) ? (error.details as { path?: string }[]) : [];
      return refuseChange(error.code, error.message, first?.path);
    }
  };
  const sale = await sell(changed);
  if ('refusal' in sale) return sale;
  const previous = await sell(ctx.body);
  if ('refusal' in previous) return previous;
  return { sale, previous };
}
