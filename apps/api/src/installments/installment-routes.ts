import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INSTALLMENT_ENDPOINTS,
  UZUM_BUYER_VERIFIED,
  type InstallmentFailure,
  type InstallmentFailureCode,
} from '@polis/api-contract';
import { requestLang } from '../http/request-lang';
import { contractOfBody, contractOfCapability } from '../contracts/contract-access';
import type { Contract } from '../contracts/contract-service';
import { formatUzs } from '../contracts/format';
import type { Db } from '../db/database';
import { RequestError } from '../errors';
import { serve } from '../http/endpoint';
import { scheduleChatFlush } from '../outbox/chat-outbox';
import { normalizeUzPhone } from '../outbox/phone';
import { readPaymentConfig, type PaymentConfig } from '../payments/payment-config';
import { defaultReturnUrl, safeReturnUrl } from '../payments/payment-links';
import { policyPdfPath } from '../policies/policy-view';
import { INSTALLMENT_PERIODS, periodsFor } from './installment-periods';
import {
  buyerRefusal,
  confirmContract,
  createOrder,
  findBuyer,
  productsTotal,
  type InstallmentRefusal,
} from './installment-service';
import { uzumWebviewPath } from './uzum-webview';
import { requireNoPaidCover } from '../contracts/pay-block';
import { absoluteUrl, originOf } from '../http/origin';

export interface InstallmentRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment: instalments need the Uzum Nasiya sandbox. */
  readonly config?: PaymentConfig;
}

const MESSAGES: Record<InstallmentFailureCode, string> = {
  buyer_not_found: 'This phone is not registered with Uzum Nasiya',
  buyer_not_verified: 'The Uzum Nasiya account of this phone is not verified',
  limit_insufficient: "The buyer's Uzum Nasiya limit is less than the premium",
  period_not_available: 'This period is not offered for this contract',
  amount_mismatch: 'The products do not add up to the contract amount',
  order_not_found: 'No such instalment order for this contract',
  order_not_confirmed: 'The buyer has not confirmed the order with the SMS code yet',
  order_cancelled: 'The instalment order was cancelled',
  contract_already_paid: 'The contract has already been paid',
};

const SUCCESS = { error: 0, result: true, message: 'success' } as const;

function failure({ code, status }: InstallmentRefusal, message = MESSAGES[code]): InstallmentFailure {
  const answer: InstallmentFailure = { error: 1, result: false, message, error_message: message, code };
  return status === undefined ? answer : { ...answer, status };
}

function requirePayable(contract: Contract) {
  if (contract.status === 'paid' || contract.status === 'issued') {
    throw new RequestError(409, 'contract_already_paid', 'The contract has already been paid');
  }
  if (contract.status !== 'saved') {
    throw new RequestError(409, 'contract_not_payable', `The contract is ${contract.status}`);
  }
}

/** `/uzumnasiya/*` of spec 000 section 7 (under /api, channel credential). */
export async function installmentRoutes(app: FastifyInstance, options: InstallmentRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;
  const originFor = (request: FastifyRequest) => originOf(request, config);

  // Only the sandbox stands in for Uzum Nasiya; its partner API is not integrated for production.
  const requireProvider = () => {
    if (!config.sandbox)
      throw new RequestError(503, 'provider_unavailable', 'Instalments are not configured');
  };

  serve(
    app,
    INSTALLMENT_ENDPOINTS.status,
    {
      tags: ['installment'],
      summary: 'May this phone buy the contract in instalments? Periods and the buyer id',
      description:
        `Periods ${INSTALLMENT_PERIODS.join(', ')} months, no markup. Refusals: HTTP 200, error 1, code ` +
        'buyer_not_found (not an Uzum Nasiya buyer), buyer_not_verified (status != 4), limit_insufficient. ' +
        '400 invalid_phone; 409 contract_already_paid / contract_not_payable.',
    },
    async (request) => {
      requireProvider();
      const phone = normalizeUzPhone(request.body.phone_number);
      if (!phone) throw new RequestError(400, 'invalid_phone', 'The phone must be 998 followed by 9 digits');
      const contract = await contractOfBody(db, request);
      requirePayable(contract);
      await requireNoPaidCover(db, contract);
      const buyer = await findBuyer(db, { phone });
      const refusal = buyerRefusal(buyer, contract.amount_uzs);
      if (refusal || !buyer) return failure(refusal ?? { code: 'buyer_not_found' });
      const periods = periodsFor(contract.amount_uzs);
      return {
        ...SUCCESS,
        status: UZUM_BUYER_VERIFIED,
        periods,
        data: { buyer_id: buyer.id, status: buyer.status, available_periods: periods.map((p) => p.period) },
      };
    },
  );

  serve(
    app,
    INSTALLMENT_ENDPOINTS.createOrder,
    {
      tags: ['installment'],
      summary: 'An instalment order: open `data.webview_path`, where the buyer confirms with an SMS code',
      description:
        'Refusals: HTTP 200, error 1, code buyer_not_found / buyer_not_verified / limit_insufficient / ' +
        'period_not_available / amount_mismatch (products must add up to the contract amount). 400 ' +
        'return_url_not_allowed for a callback elsewhere; 409 contract_already_paid / contract_not_payable.',
    },
    async (request) => {
      requireProvider();
      const { body } = request;
      const contract = await contractOfBody(db, request);
      requirePayable(contract);
      await requireNoPaidCover(db, contract);
      const buyer = await findBuyer(db, { id: body.user_id });
      const refusal = buyerRefusal(buyer, contract.amount_uzs);
      if (refusal || !buyer) return failure(refusal ?? { code: 'buyer_not_found' });
      if (productsTotal(body.products) !== contract.amount_uzs) {
        return failure(
          { code: 'amount_mismatch' },
          `The products do not add up to the contract amount of ${formatUzs(contract.amount_uzs)} UZS`,
        );
      }
      const lang = requestLang(request);
      const ctx = { origin: originFor(request), config };
      const callback =
        body.callback === undefined
          ? defaultReturnUrl(ctx, contract, lang)
          : safeReturnUrl(body.callback, ctx);
      if (!callback) {
        throw new RequestError(
          400,
          'return_url_not_allowed',
          'callback must be a path here or a URL on a configured host',
        );
      }
      // Normalised (`:80` dropped): the web view redirects to it as stored.
      const callbackUrl = new URL(callback).toString();
      const order = await createOrder(db, { contract, buyer, period: body.period, callbackUrl, lang });
      if ('code' in order) return failure(order);
      return {
        ...SUCCESS,
        data: {
          contract_id: order.id,
          webview_path: new URL(uzumWebviewPath(order), ctx.origin).toString(),
          status: 'pending' as const,
          period: order.period,
          monthly_amount: order.monthly_amount,
          total_amount: order.total_amount,
        },
      };
    },
  );

  serve(
    app,
    INSTALLMENT_ENDPOINTS.confirm,
    {
      tags: ['installment'],
      summary: 'After the buyer confirmed: pay the contract by instalments and issue its policy',
      description:
        'Replays answer the same policy. Refusals: HTTP 200, error 1, code order_not_found / ' +
        'order_not_confirmed (the buyer has not entered the SMS code yet) / order_cancelled / ' +
        'contract_already_paid (paid meanwhile elsewhere: the order is cancelled) / amount_mismatch (the ' +
        "order's amount is not the contract's current amount: the order is cancelled, no policy).",
    },
    async (request) => {
      requireProvider();
      const contract = await contractOfCapability(db, request, {
        contractId: request.body.neo_contract_id,
        orderId: request.body.order_id,
      });
      await requireNoPaidCover(db, contract);
      const outcome = await confirmContract(db, {
        uzumContractId: request.body.uzum_contract_id,
        contractId: contract.id,
      });
      if (!outcome.ok) {
        return outcome.refusal.code === 'amount_mismatch'
          ? failure(
              outcome.refusal,
              `The order's amount differs from the contract's amount of ${formatUzs(contract.amount_uzs)} UZS ` +
                'now: the order is cancelled, create a new one',
            )
          : failure(outcome.refusal);
      }
      if (outcome.paidNow) scheduleChatFlush(db);
      return {
        ...SUCCESS,
        data: {
          uzum_contract_id: outcome.order.id,
          neo_contract_id: contract.id,
          status: 'completed' as const,
          polis_seria: outcome.policy.series,
          polis_number: outcome.policy.number,
          url: absoluteUrl(originFor(request), policyPdfPath(outcome.policy, config.policyTokenSecret)),
        },
      };
    },
  );
}
