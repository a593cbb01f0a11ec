import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentLang } from '@polis/api-contract';
import {
  ContractError,
  findContract,
  inTransaction,
  markPaid,
  type Contract,
} from '../contracts/contract-service';
import { productInfo } from '../contracts/products';
import type { Db } from '../db/database';
import { scheduleChatFlush } from '../outbox/chat-outbox';
import { html } from '../policies/html-page';
import type { PaymentConfig } from '../payments/payment-config';
import { safeReturnUrl } from '../payments/payment-links';
import { checkoutPage, linkButton, postButton } from './checkout-page';
import { SANDBOX_TEXT } from './sandbox-text';
import { paidCoverBlocking } from '../contracts/pay-block';
import { pickLang } from '../http/request-lang';
import { originOf } from '../http/origin';

const OCTO_BRAND = '#5b3cc4';

interface Ctx {
  readonly db: Db['db'];
  readonly config: PaymentConfig;
}

type Input = { lang?: string; return_url?: string };

/**
 * The card page `/payment/initialize` links to (`/sandbox/octo/<order id>`). Octo's own protocol is not
 * spoken here: the page plays the whole provider and marks the contract paid itself, like Octo's
 * notification would, then returns to `return_url`.
 */
export function octoCheckout(app: FastifyInstance, ctx: Ctx) {
  const show = (
    reply: FastifyReply,
    lang: PaymentLang,
    orderId: string,
    contract: Contract | undefined,
    input: Input,
    state: { error?: string; success?: string; returnUrl?: string | null },
  ) => {
    const t = SANDBOX_TEXT[lang];
    const payable = contract?.status === 'saved' && !state.error && !state.success;
    const fields = { lang, return_url: input.return_url ?? '' };
    const rows: [string, string][] = [
      [t.merchant, 'Polis'],
      [t.order, orderId],
    ];
    if (contract) rows.push([t.product, productInfo(contract.product)?.name[lang] ?? contract.product]);
    const action = `/sandbox/octo/${encodeURIComponent(orderId)}`;
    const actions = payable
      ? html`<div class="actions">
          ${postButton(`${action}/pay`, fields, t.pay, 'primary')}${postButton(
            `${action}/cancel`,
            fields,
            t.cancel,
            'secondary',
          )}
        </div>`
      : state.returnUrl
        ? html`<div class="actions">${linkButton(state.returnUrl, t.back)}</div>`
        : undefined;
    return reply
      .code(state.error ? 400 : 200)
      .type('text/html; charset=utf-8')
      .send(
        checkoutPage({
          lang,
          title: t.octoTitle,
          brand: OCTO_BRAND,
          rows,
          amountUzs: contract?.amount_uzs,
          error: state.error,
          success: state.success,
          actions,
          langHref: (l) => `?${new URLSearchParams({ ...fields, lang: l })}`,
        }),
      );
  };

  const load = async (
    request: FastifyRequest<{ Params: { orderId: string } }>,
    input: Input,
    lang: PaymentLang,
  ) => {
    const t = SANDBOX_TEXT[lang];
    const contract = await findContract(ctx.db, { orderId: request.params.orderId.slice(0, 40) });
    const returnUrl = input.return_url
      ? safeReturnUrl(input.return_url, { origin: originOf(request, ctx.config), config: ctx.config })
      : null;
    const error = !contract
      ? t.notFound
      : input.return_url && !returnUrl
        ? t.badReturn
        : contract.status === 'saved'
          ? (await paidCoverBlocking(ctx.db, contract))
            ? t.failed
            : undefined
          : contract.status === 'cancelled'
            ? t.failed
            : t.alreadyPaid;
    return { contract, returnUrl, error };
  };

  app.get<{ Params: { orderId: string }; Querystring: Input }>('/octo/:orderId', async (request, reply) => {
    const lang = pickLang(request.query.lang, request.headers['accept-language']);
    const { contract, returnUrl, error } = await load(request, request.query, lang);
    return show(reply, lang, request.params.orderId, contract, request.query, { error, returnUrl });
  });

  app.post<{ Params: { orderId: string }; Body: Input }>('/octo/:orderId/pay', async (request, reply) => {
    const input = request.body ?? {};
    const lang = pickLang(input.lang);
    const { contract, returnUrl, error } = await load(request, input, lang);
    if (!contract || error)
      return show(reply, lang, request.params.orderId, contract, input, { error, returnUrl });
    try {
      // The car's lock and the look for another paid policy in the payment's own transaction (pay-block.ts).
      const blocked = await inTransaction(ctx.db, async (trx) => {
        if (await paidCoverBlocking(trx, contract)) return true;
        await markPaid(trx, contract.id, 'octo');
        return false;
      });
      if (blocked) {
        return show(reply, lang, request.params.orderId, contract, input, {
          error: SANDBOX_TEXT[lang].failed,
          returnUrl,
        });
      }
      scheduleChatFlush(ctx.db);
    } catch (failure) {
      if (!(failure instanceof ContractError)) throw failure;
      return show(reply, lang, request.params.orderId, contract, input, {
        error: SANDBOX_TEXT[lang].alreadyPaid,
        returnUrl,
      });
    }
    if (returnUrl) return reply.redirect(returnUrl, 303);
    return show(reply, lang, request.params.orderId, contract, input, { success: SANDBOX_TEXT[lang].paid });
  });

  app.post<{ Params: { orderId: string }; Body: Input }>('/octo/:orderId/cancel', async (request, reply) => {
    const input = request.body ?? {};
    const lang = pickLang(input.lang);
    const { contract, returnUrl, error } = await load(request, input, lang);
    if (returnUrl && !error) return reply.redirect(returnUrl, 303);
    return show(reply, lang, request.params.orderId, contract, input, { error, returnUrl });
  });
}
