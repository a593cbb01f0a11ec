import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  POLICY_CHANGE_ENDPOINTS,
  type PolicyChangeOptions,
  type PolicyChangePending,
  type PolicyChangeRequest,
  type PolicyVersionItem,
} from '@polis/api-contract';
import type { Database } from '../../db/schema';
import { errorBody, RequestError } from '../../errors';
import { recordAnswer } from '../../guards/idempotency';
import { serve } from '../../http/endpoint';
import { SUCCESS } from '../../http/insurer-answers';
import { channelOf } from '../../http/channel';
import { requestLang } from '../../http/request-lang';
import { maskPhone } from '../../outbox/mask';
import { createContract, type Contract } from '../../contracts/contract-service';
import { tashkentDate } from '../../contracts/format';
import { policiesOfUser, type IssuedPolicy } from '../../contracts/holder-policies';
import { requireSession, sessionOf, type CabinetSession } from '../../contracts/owner-session';
import {
  addPendingChange,
  applyVersion,
  currentNumber,
  isUniqueViolation,
  pendingChangeOf,
  versionsOf,
  VersionConflict,
  type PolicyVersion,
} from '../../contracts/policy-versions';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { policyPeriod } from '../../policies/policy-view';
import { changeDifference, type ChangeContext, type Changed, type PolicyChanges } from './policy-change';
import { requestLinks } from './product-requests';
import { refundContract, RefundError } from '../../payments/refunds';

export interface ChangeRoutesOptions {
  readonly db: { readonly db: Kysely<Database> };
  /** The products that offer changes (OSAGO, travel, housing). */
  readonly products: readonly PolicyChanges[];
  readonly config?: PaymentConfig;
  /** The clock of the rules (tests). */
  readonly now?: () => Date;
}

const NOTE =
  "The owner's cabinet session only (X-Auth-Token): 401 token_required / token_invalid; another user's, an " +
  'unpaid or a guessed id is 404 policy_not_found, and the channel credential with an id alone opens nothing.';

const pendingOf =
  (links: (c: Contract) => { payme: string; click: string }) =>
  async (db: Kysely<Database>, version: PolicyVersion | undefined): Promise<PolicyChangePending | null> => {
    if (!version?.pay_contract_id) return null;
    const pay = await db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', version.pay_contract_id)
      .executeTakeFirstOrThrow();
    const { payme, click } = links(pay);
    return {
      contract_id: pay.id,
      order_id: pay.order_id,
      change: version.change as PolicyChangePending['change'],
      summary: version.summary,
      amount_uzs: pay.amount_uzs,
      payme_url: payme,
      click_url: click,
    };
  };

const versionItem = (v: PolicyVersion): PolicyVersionItem => ({
  number: v.number ?? 1,
  change: v.change,
  summary: v.summary,
  difference_uzs: v.difference_uzs,
  refund_due_uzs: v.refund_due_uzs,
  date: v.effective_at ?? v.created_at,
});

/** The answer to a change that took effect at once (nothing to pay, or money back). */
const appliedAnswer = (v: PolicyVersion) => ({
  ...SUCCESS,
  version: versionItem(v),
  pending: null,
  refund_due_uzs: v.refund_due_uzs,
});

/**
 * The cabinet's mid-term changes of a policy (issue 27), once for every product that declares them: the options,
 * the quote, the change and the versions. A change with nothing to pay (or money back) is the next version at
 * once; one with a price is a pending application, a contract of its own paid through the usual links, and
 * `markPaid` makes it the current version in the payment's transaction (`../../contracts/policy-versions.ts`).
 */
export async function changeRoutes(app: FastifyInstance, options: ChangeRoutesOptions): Promise<void> {
  const { db } = options.db;
  const config = options.config ?? readPaymentConfig(process.env);
  const clock = options.now ?? (() => new Date());
  // The cabinet's 401s before the body is read, as on every token route (`contracts/owner-session.ts`).
  const guard = { onRequest: requireSession(db) };

  /** The session's own policy and the product's change rules, or 404 exactly like a missing id. */
  async function open(request: FastifyRequest<{ Params: { id: number } }>) {
    const session = sessionOf(request);
    // Read before the policy: a change made meanwhile makes this base stale, and the submit a 409, never a
    // change computed on old facts written over a newer version.
    const base = await currentNumber(db, request.params.id);
    const [issued] = await policiesOfUser(db, session.user, { contractId: request.params.id });
    if (!issued) throw new RequestError(404, 'policy_not_found', 'No such policy');
    const rules = options.products.find((p) => p.products.includes(issued.contract.product));
    const now = clock();
    const stored = await db
      .selectFrom('sale_bodies')
      .select(['sale', 'body'])
      .where('contract_id', '=', issued.contract.id)
      .executeTakeFirst();
    const ctx: ChangeContext = {
      db,
      now,
      today: tashkentDate(now),
      request,
      contract: issued.contract,
      policy: issued.policy,
      body: stored ? (JSON.parse(stored.body) as Record<string, unknown>) : null,
      sale: stored?.sale ?? null,
    };
    return { session, issued, rules, ctx, base };
  }

  /** Whether the policy may change at all: issued (not cancelled), not ended, no unpaid change. */
  async function blocked(issued: IssuedPolicy, today: string) {
    if (issued.contract.status !== 'issued')
      return { code: 'policy_cancelled', message: 'The policy was cancelled' };
    if (today > policyPeriod(issued).to) return { code: 'policy_expired', message: 'The policy has ended' };
    if (await pendingChangeOf(db, issued.contract.id))
      return { code: 'change_pending', message: 'Pay or wait for the change already made first' };
    return null;
  }

  /** The product's change, priced: a refusal is 422 (409 for a state of the policy), with the field it concerns. */
  async function priced(
    request: FastifyRequest<{ Params: { id: number }; Body: PolicyChangeRequest }>,
    reply: FastifyReply,
  ) {
    const opened = await open(request);
    const { issued, rules, ctx } = opened;
    const block = await blocked(issued, ctx.today);
    if (block) return { reply: reply.code(409).send(errorBody(block.code, block.message)) };
    if (!rules)
      return {
        reply: reply.code(422).send(errorBody('change_not_offered', 'This policy cannot be changed')),
      };
    const offered = (await rules.offered(ctx)).find((o) => o.change === request.body.change);
    if (!offered?.allowed)
      return {
        reply: reply
          .code(offered?.reason === 'policy_started' ? 409 : 422)
          .send(
            errorBody(offered?.reason ?? 'change_not_offered', 'This change is not offered for this policy'),
          ),
      };
    const changed = await rules.change(request.body, ctx);
    if ('refusal' in changed) {
      const { code, message, field } = changed.refusal;
      return { reply: reply.code(422).send({ ...errorBody(code, message), ...(field ? { field } : {}) }) };
    }
    const period = policyPeriod(issued);
    const difference = changeDifference({
      previous: changed.previousAmountUzs,
      next: changed.amountUzs,
      start: period.from,
      end: period.to,
      today: ctx.today,
      prorate: changed.prorate,
    });
    return { opened, changed, difference };
  }

  serve(
    app,
    POLICY_CHANGE_ENDPOINTS.options,
    {
      tags: ['policy changes'],
      summary: 'What may be changed on this policy today, its current version and an unpaid change',
      description: NOTE,
    },
    async (request): Promise<PolicyChangeOptions> => {
      const { issued, rules, ctx } = await open(request);
      const block = await blocked(issued, ctx.today);
      const offered = rules ? await rules.offered(ctx) : [];
      const view = rules ? await rules.view(ctx) : {};
      const links = requestLinks(request, config);
      return {
        ...SUCCESS,
        product: issued.contract.product,
        policy: { series: issued.policy.series, number: issued.policy.number },
        version: await currentNumber(db, issued.contract.id),
        changes: offered.map((o) =>
          block && o.allowed ? { change: o.change, allowed: false, reason: block.code } : o,
        ),
        drivers: [...(view.drivers ?? [])],
        limited: view.limited ?? null,
        plate: view.plate ?? null,
        phone: issued.contract.phone ? maskPhone(issued.contract.phone) : null,
        travellers: view.travellers ?? null,
        address: view.address ?? null,
        pending: await pendingOf(links)(db, await pendingChangeOf(db, issued.contract.id)),
      };
    },
    guard,
  );

  serve(
    app,
    POLICY_CHANGE_ENDPOINTS.quote,
    {
      tags: ['policy changes'],
      summary: "A change's server price: the full period's price after and before, and the difference to pay",
      description:
        `${NOTE} The product's purchase checks run (registries, ages, the same car); a refusal is 422 with its ` +
        'code and `field`; 409 policy_started, change_pending (an unpaid change first), policy_cancelled.',
    },
    async (request, reply) => {
      const result = await priced(request, reply);
      if ('reply' in result) return result.reply;
      const { changed, difference } = result;
      return {
        ...SUCCESS,
        change: request.body.change,
        summary: changed.summary,
        amount_uzs: changed.amountUzs,
        previous_amount_uzs: changed.previousAmountUzs,
        difference_uzs: difference,
      };
    },
    guard,
  );

  serve(
    app,
    POLICY_CHANGE_ENDPOINTS.submit,
    {
      tags: ['policy changes'],
      summary:
        'Change the policy: the new version, or the pending change to pay (contract_id, order_id, links)',
      description:
        `${NOTE} As the quote, and \`difference_uzs\` must be the server's (else 422 price_mismatch with the ` +
        'figure). Nothing to pay: the next version now (money back: `refund_due_uzs`). To pay: the change takes ' +
        'effect once paid (Payme, Click, card), the old version staying current. 409 change_conflict when ' +
        'another change was made meanwhile.',
    },
    async (request, reply) => {
      const result = await priced(request, reply);
      if ('reply' in result) return result.reply;
      const { opened, changed, difference } = result;
      if (request.body.difference_uzs !== difference)
        return reply.code(422).send({
          ...errorBody('price_mismatch', `The difference is ${difference} UZS`),
          field: '/difference_uzs',
          difference_uzs: difference,
        });
      try {
        return await submit(request, opened, changed, difference);
      } catch (error) {
        if (error instanceof VersionConflict || isUniqueViolation(error))
          return reply
            .code(409)
            .send(errorBody('change_conflict', 'The policy changed meanwhile: look at it again and retry'));
        throw error;
      }
    },
    { ...guard, config: { idempotent: true } },
  );

  async function submit(
    request: FastifyRequest,
    { session, ctx, base }: { session: CabinetSession; ctx: ChangeContext; base: number },
    changed: Changed,
    difference: number,
  ) {
    const { contract, policy } = ctx;
    const version = {
      change: (request.body as PolicyChangeRequest).change,
      summary: changed.summary,
      details: changed.details,
      body: changed.body,
      application: changed.application,
      phone: changed.phone,
      amountUzs: changed.amountUzs,
      differenceUzs: difference,
      refundDueUzs: difference < 0 ? -difference : null,
      createdBy: `cabinet:${session.user.id}`,
      baseNumber: base,
    };
    if (difference <= 0) {
      // A lower price pays the difference back through the provider that took the policy's money, in the
      // version's transaction: the change and its refund commit together or not at all.
      const made = await db
        .transaction()
        .execute(async (trx) => {
          const applied = await applyVersion(trx, contract, version, ctx.now);
          const due = applied.refund_due_uzs ?? 0;
          if (due > 0)
            await refundContract(trx, contract, {
              amountUzs: due,
              reason: `mid-term change: version ${applied.number} (${applied.change})`,
              at: ctx.now,
            });
          await recordAnswer(trx, request, appliedAnswer(applied));
          return applied;
        })
        .catch((error: unknown) => {
          if (error instanceof RefundError)
            throw new RequestError(
              422,
              'refund_unavailable',
              `${error.message}: the change needs a call to us`,
            );
          throw error;
        });
      return appliedAnswer(made);
    }
    const links = requestLinks(request, config);
    return db.transaction().execute(async (trx) => {
      const pay = await createContract(trx, {
        product: contract.product,
        amountUzs: difference,
        channel: channelOf(request),
        phone: contract.phone,
        holderName: contract.holder_name,
        // No dates and no plate: the payment of a change is no cover of its own (one OSAGO per car and day).
        details: { change_of: `${policy.series} ${policy.number}`, change: version.change },
        lang: requestLang(request),
        email: null,
      });
      const made = await addPendingChange(trx, contract, version, pay.id, ctx.now);
      const answer = {
        ...SUCCESS,
        version: null,
        pending: await pendingOf(links)(trx, made),
        refund_due_uzs: null,
      };
      await recordAnswer(trx, request, answer);
      return answer;
    });
  }

  serve(
    app,
    POLICY_CHANGE_ENDPOINTS.versions,
    {
      tags: ['policy changes'],
      summary: "The policy's versions, oldest first, and an unpaid change",
      description: NOTE,
    },
    async (request) => {
      const { issued } = await open(request);
      const versions = await versionsOf(db, issued.contract.id);
      return {
        ...SUCCESS,
        current: await currentNumber(db, issued.contract.id),
        versions: versions.map(versionItem),
        pending: await pendingOf(requestLinks(request, config))(
          db,
          await pendingChangeOf(db, issued.contract.id),
        ),
      };
    },
    guard,
  );
}
