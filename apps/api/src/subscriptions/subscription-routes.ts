import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SUBSCRIPTION_ENDPOINTS,
  type SubscriptionCreateCardRequest,
  type SubscriptionFailure,
  type SubscriptionStatusCode,
} from '@polis/api-contract';
import { requestLang } from '../http/request-lang';
import { contractOfBody, contractOfCapability } from '../contracts/contract-access';
import type { Db } from '../db/database';
import { errorBody, RequestError } from '../errors';
import { serve } from '../http/endpoint';
import { scheduleChatFlush } from '../outbox/chat-outbox';
import { maskPhone } from '../outbox/mask';
import { SMS_CODE_TTL_MS } from '../outbox/sms-code';
import { readPaymentConfig, type PaymentConfig } from '../payments/payment-config';
import { checkSandboxCard } from './sandbox-cards';
import { subscriptionInfo } from './subscription-info';
import {
  cancelSubscription,
  findSubscription,
  requireContractFor,
  startSubscription,
  subscriptionOfContract,
  SUBSCRIPTION_SMS_LIMIT,
  subscriptionNotFound,
  verifySubscription,
  type SubscriptionKind,
} from './subscription-service';
import { requireNoPaidCover } from '../contracts/pay-block';

export interface SubscriptionRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment: the card calls need the sandbox processor. */
  readonly config?: PaymentConfig;
}

const MESSAGES: Record<SubscriptionStatusCode, string> = {
  card_not_found: 'The card processor does not know this card',
  card_declined: 'The bank declined the card',
  card_expired: 'The card has expired',
  phone_not_found: 'Neither the card nor the contract has a phone to send the code to',
  password_incorrect: 'The code is incorrect',
  code_expired: 'The code has expired; request a new one',
  subscription_locked: 'Too many wrong codes; start again with the card',
  subscription_not_pending: 'This subscription no longer waits for a code',
};

const SUCCESS = { error: 0, result: true, message: 'success' } as const;

function failure(code: SubscriptionStatusCode, attemptsLeft?: number): SubscriptionFailure {
  const answer: SubscriptionFailure = {
    error: 1,
    result: false,
    message: MESSAGES[code],
    error_message: MESSAGES[code],
    code,
    status_code: code,
  };
  return attemptsLeft === undefined ? answer : { ...answer, attempts_left: attemptsLeft };
}

/** `/web/subscription/*` of spec 000 section 7 (under /api, channel credential). */
export async function subscriptionRoutes(app: FastifyInstance, options: SubscriptionRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const handle = options.db;
  const { db } = handle;

  // Only the sandbox processor is integrated; production must not pretend to bind cards.
  const requireProcessor = () => {
    if (!config.sandbox)
      throw new RequestError(503, 'provider_unavailable', 'Card binding is not configured');
  };

  /**
   * A subscription id travels in answers and pages, so it is no capability on its own: verify and cancel
   * also take the contract's order id or its holder's cabinet session, like every contract-scoped call.
   * An id without either answers 404 like an unknown one.
   */
  const requireSubscriptionCapability = async (request: {
    headers: FastifyRequest['headers'];
    body: { subscription_id: string; order_id?: string };
  }) => {
    const sub = await findSubscription(db, request.body.subscription_id);
    if (!sub) throw subscriptionNotFound();
    try {
      await contractOfCapability(db, request, {
        contractId: sub.contract_id,
        orderId: request.body.order_id,
      });
    } catch (error) {
      if (error instanceof RequestError && error.statusCode === 404) throw subscriptionNotFound();
      throw error;
    }
  };

  const startWithCard =
    (kind: SubscriptionKind) =>
    async (request: FastifyRequest<{ Body: SubscriptionCreateCardRequest }>, reply: FastifyReply) => {
      requireProcessor();
      const contract = await contractOfBody(db, request);
      requireContractFor(kind, contract);
      if (kind === 'payment') await requireNoPaidCover(db, contract);
      const verdict = checkSandboxCard(request.body.card_number, request.body.card_date, new Date());
      if (!verdict.ok) return failure(verdict.code);
      const phone = verdict.card.bankPhone ?? contract.phone;
      if (!phone) return failure('phone_not_found');
      const lang = requestLang(request);
      const sub = await startSubscription(handle, { contract, kind, card: verdict.card, phone, lang });
      if (!sub) {
        return reply
          .code(429)
          .header('retry-after', String(SUBSCRIPTION_SMS_LIMIT.windowMs / 1000))
          .send(errorBody('rate_limited', 'Too many codes sent to this phone; try again later'));
      }
      return {
        ...SUCCESS,
        status: 'pending' as const,
        subscription_id: sub.id,
        card_number: sub.card_mask,
        phone: maskPhone(phone),
        expires_in: SMS_CODE_TTL_MS / 1000,
      };
    };

  const cardDescription = (what: string) =>
    `${what} The code goes to the card's bank phone (sandbox card) or the contract's phone; at most ` +
    `${SUBSCRIPTION_SMS_LIMIT.count} codes per phone in ${SUBSCRIPTION_SMS_LIMIT.windowMs / 60000} minutes ` +
    '(429). A refused card: HTTP 200 with error 1 and status_code card_not_found / card_declined / ' +
    'card_expired / phone_not_found. Header `lang` picks the SMS language.';

  serve(
    app,
    SUBSCRIPTION_ENDPOINTS.createCard,
    {
      tags: ['subscription'],
      summary: 'Bind a card to pay a saved contract: sends the six-digit code',
      description: cardDescription(
        'Verify pays the contract with this card and turns auto-payment on. 409 contract_already_paid.',
      ),
    },
    startWithCard('payment'),
    { config: { clientLimit: 'sms' } },
  );

  serve(
    app,
    SUBSCRIPTION_ENDPOINTS.resubscribe,
    {
      tags: ['subscription'],
      summary: 'Replace the auto-payment card of a paid contract: sends the six-digit code',
      description: cardDescription(
        'Verify binds the card only (nothing is charged); the earlier card stays active until then. 409 ' +
          'contract_not_paid for an unpaid contract (use create-card).',
      ),
    },
    startWithCard('binding'),
    { config: { clientLimit: 'sms' } },
  );

  serve(
    app,
    SUBSCRIPTION_ENDPOINTS.verify,
    {
      tags: ['subscription'],
      summary: 'Confirm a card with the SMS code',
      description:
        'Right code: auto-payment active (create-card: the contract is paid by card and its policy issued). ' +
        'Wrong code: error 1, status_code password_incorrect with attempts_left; the fifth wrong code locks ' +
        'it (subscription_locked). Codes expire after 5 minutes (code_expired). Replaying the right code ' +
        'answers the same success.',
    },
    async (request) => {
      requireProcessor();
      await requireSubscriptionCapability(request);
      const outcome = await verifySubscription(db, {
        id: request.body.subscription_id,
        code: request.body.code,
      });
      if (!outcome.ok) return failure(outcome.code, outcome.attemptsLeft);
      if (outcome.paid) scheduleChatFlush(db);
      return { ...SUCCESS, data: subscriptionInfo(outcome.subscription.contract_id, outcome.subscription) };
    },
  );

  serve(
    app,
    SUBSCRIPTION_ENDPOINTS.get,
    {
      tags: ['subscription'],
      summary: "The contract's auto-payment: status active / pending / inactive",
    },
    async (request) => {
      const contract = await contractOfBody(db, request);
      return {
        ...SUCCESS,
        data: subscriptionInfo(contract.id, await subscriptionOfContract(db, contract.id)),
      };
    },
  );

  serve(
    app,
    SUBSCRIPTION_ENDPOINTS.cancel,
    {
      tags: ['subscription'],
      summary: 'Turn auto-payment off (idempotent); the answer reads inactive',
    },
    async (request) => {
      await requireSubscriptionCapability(request);
      const sub = await cancelSubscription(db, request.body.subscription_id);
      return { ...SUCCESS, data: subscriptionInfo(sub.contract_id, sub) };
    },
  );
}
