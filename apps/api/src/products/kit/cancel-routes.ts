import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  CANCEL_ENDPOINTS,
  type CancelQuote,
  type PolicyRefund,
  type RefundProviderKey,
} from '@polis/api-contract';
import {
  findContract,
  inTransaction,
  lockContract,
  cancelIssuedContract,
  type Contract,
  type Policy,
} from '../../contracts/contract-service';
import { tashkentDate } from '../../contracts/format';
import { policiesOfUser } from '../../contracts/holder-policies';
import { requireSession, sessionOf } from '../../contracts/owner-session';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { RequestError } from '../../errors';
import { serve } from '../../http/endpoint';
import { sendSms } from '../../outbox/sms-outbox';
import { voidPendingChange } from '../../contracts/policy-versions';
import {
  canRefund,
  refundContract,
  refundProviderOf,
  refundsOf,
  RefundError,
  type Refund,
} from '../../payments/refunds';
import { decideCancellation, type CancellationDecision } from './cancellation';
import { cancelledSms } from './cancel-text';
import { cancellationOf } from './sale';

/**
 * Cancel a policy from the cabinet (issue 27), once for every product: the quote and the confirmation under
 * the cabinet's prefix, each product's rule from its declaration (`ServerProduct.cancellation`). Only the
 * holder's cabinet session opens a policy (the phone it was bought with, or the OSAGO owner): another's or a
 * guessed id is 404 `policy_not_found`, as for one that does not exist; the channel credential alone is 401.
 */

export interface CancelRoutesOptions {
  readonly db: Db;
  /** The clock of the rules (tests cross the cooling-off period with it); now by default. */
  readonly now?: () => Date;
}

const TOKEN_NOTE =
  "Needs the cabinet session (X-Auth-Token) of the policy's holder: 401 token_required / token_invalid without " +
  "one, 404 policy_not_found for another customer's or an unknown id.";

const notFound = () => new RequestError(404, 'policy_not_found', 'No such policy of this customer');

/** The holder's issued (or cancelled) policy, or 404 exactly as for an id that does not exist. */
async function holdersPolicy(db: Kysely<Database>, request: FastifyRequest, id: number): Promise<Policy> {
  const [held] = await policiesOfUser(db, sessionOf(request).user, { contractId: id });
  if (!held || (held.contract.status !== 'issued' && held.contract.status !== 'cancelled')) throw notFound();
  return held.policy;
}

const refundView = (refund: Refund): PolicyRefund => ({
  id: refund.id,
  amount_uzs: Number(refund.amount_uzs),
  provider: refund.provider,
  status: refund.status,
  created_at: refund.created_at,
  performed_at: refund.performed_at,
});

/** What the rule reads of the contract now, and the decision today (Tashkent). */
async function decide(
  db: Kysely<Database>,
  contract: Contract,
  policy: Policy,
  now: Date,
): Promise<CancellationDecision> {
  const claims = await db
    .selectFrom('claims')
    .select('status')
    .where((eb) => eb.or([eb('contract_id', '=', contract.id), eb('policy_id', '=', policy.id)]))
    .execute();
  return decideCancellation(
    cancellationOf(contract.product),
    {
      status: contract.status === 'cancelled' ? 'cancelled' : 'issued',
      premiumUzs: Number(contract.amount_uzs),
      paidDay: tashkentDate(new Date(contract.paid_at ?? policy.issued_at)),
      start: contract.start_date,
      end: contract.end_date,
      openClaim: claims.some((c) => c.status !== 'paid' && c.status !== 'rejected'),
      paidClaim: claims.some((c) => c.status === 'paid'),
      refundable: await canRefund(db, contract),
    },
    tashkentDate(now),
  );
}

async function autoPaymentOn(db: Kysely<Database>, contractId: number): Promise<boolean> {
  const card = await db
    .selectFrom('card_subscriptions')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (card) return true;
  const plan = await db
    .selectFrom('monthly_plans')
    .select('status')
    .where('contract_id', '=', contractId)
    .where('status', 'in', ['active', 'retrying'])
    .executeTakeFirst();
  return Boolean(plan);
}

async function quoteOf(
  db: Kysely<Database>,
  contract: Contract,
  policy: Policy,
  now: Date,
): Promise<CancelQuote> {
  const decision = await decide(db, contract, policy, now);
  return {
    contract_id: contract.id,
    ...decision,
    premium_uzs: Number(contract.amount_uzs),
    provider: refundProviderOf(contract) as RefundProviderKey | null,
    ends_auto_payment: contract.status === 'issued' && (await autoPaymentOn(db, contract.id)),
    refunds: (await refundsOf(db, contract.id)).map(refundView),
  };
}

/**
 * The cancellation, whole in one DB transaction under the contract's row lock: the decision again on the
 * contract as it is now, the quoted amount compared, the state guard (`issued` -> `cancelled`, one row or
 * nothing), the refund through the provider, the auto-payment ended, the chat report and the SMS. Concurrent
 * confirmations run one after the other; the later ones find the policy cancelled (422) and pay nothing.
 */
async function cancelPolicy(
  trx: Transaction<Database>,
  contractId: number,
  policy: Policy,
  quoted: number,
  now: Date,
): Promise<{ contract: Contract; refund: Refund | null }> {
  await lockContract(trx, contractId);
  const contract = await findContract(trx, { id: contractId });
  if (!contract) throw notFound();
  const decision = await decide(trx, contract, policy, now);
  if (!decision.allowed) {
    throw new RequestError(422, 'cancel_not_allowed', 'This policy cannot be cancelled now', {
      reason: decision.reason,
    });
  }
  if (decision.refund_uzs !== quoted) {
    throw new RequestError(409, 'refund_amount_changed', 'The refund has changed since it was quoted', {
      refund_uzs: decision.refund_uzs,
    });
  }
  const at = now.toISOString();
  const guard = await trx
    .updateTable('contracts')
    .set({ status: 'cancelled', updated_at: at })
    .where('id', '=', contract.id)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  if (Number(guard.numUpdatedRows) !== 1) {
    throw new RequestError(422, 'cancel_not_allowed', 'This policy cannot be cancelled now', {
      reason: 'already_cancelled',
    });
  }
  const kind = decision.rule.kind ?? 'none';
  const refund =
    decision.refund_uzs > 0
      ? await refundContract(trx, contract, {
          amountUzs: decision.refund_uzs,
          reason: `cabinet cancellation (${kind})`,
          at: now,
        })
      : null;
  await cancelIssuedContract(trx, contract, {
    at: now,
    why: `cancelled in the cabinet, ${kind}`,
    refundedUzs: decision.refund_uzs,
  });
  await voidPendingChange(trx, contract.id, at);
  if (contract.phone) {
    const text = cancelledSms(
      contract.lang ?? 'uz',
      `${policy.series} ${policy.number}`,
      refund ? { amountUzs: Number(refund.amount_uzs), provider: refund.provider } : null,
    );
    await sendSms(trx, contract.phone, text, 'policy-cancelled');
  }
  return { contract, refund };
}

export async function cancelRoutes(
  app: FastifyInstance,
  { db: handle, now = () => new Date() }: CancelRoutesOptions,
) {
  const { db } = handle;
  const guard = { onRequest: requireSession(db) };

  serve(
    app,
    CANCEL_ENDPOINTS.quote,
    {
      tags: ['cabinet'],
      summary: 'May this policy be cancelled now, and what comes back?',
      description:
        'allowed, or the reason it is not (already_cancelled, expired, open_claim, compulsory_in_force, ' +
        "trip_started, not_cancellable, refund_unavailable); the refund the server computed from the product's " +
        `rule and how (rule), the provider it goes back to, and the refunds already paid. ${TOKEN_NOTE}`,
    },
    async (request) => {
      const policy = await holdersPolicy(db, request, request.params.id);
      const contract = await findContract(db, { id: request.params.id });
      if (!contract) throw notFound();
      return quoteOf(db, contract, policy, now());
    },
    guard,
  );

  serve(
    app,
    CANCEL_ENDPOINTS.confirm,
    {
      tags: ['cabinet'],
      summary: 'Cancel the policy and pay the quoted refund back through the provider that took the money',
      description:
        "Body: the quote's refund_uzs. 409 refund_amount_changed (details.refund_uzs: the figure now); 422 " +
        'cancel_not_allowed (details.reason, as the quote says it). The cover ends now, the auto-payment with it, ' +
        `and an SMS in the contract's language confirms with the amount; paid once under concurrent calls. ${TOKEN_NOTE}`,
    },
    async (request) => {
      const policy = await holdersPolicy(db, request, request.params.id);
      const moment = now();
      try {
        const { contract, refund } = await inTransaction(db, (trx) =>
          cancelPolicy(trx, request.params.id, policy, request.body.amount_uzs, moment),
        );
        return {
          contract_id: contract.id,
          status: 'cancelled' as const,
          refund: refund ? refundView(refund) : null,
        };
      } catch (error) {
        if (error instanceof RefundError) {
          throw new RequestError(422, 'cancel_not_allowed', error.message, { reason: 'refund_unavailable' });
        }
        throw error;
      }
    },
    guard,
  );
}
