import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MERCHANT_PATHS, type PaymeRpcResponse, type PaymentLang } from '@polis/api-contract';
import { findContract } from '../contracts/contract-service';
import { productInfo } from '../contracts/products';
import type { Db } from '../db/database';
import { html } from '../policies/html-page';
import type { PaymentConfig } from '../payments/payment-config';
import { decodePaymePayload, safeReturnUrl, type PaymeCheckoutParams } from '../payments/payment-links';
import { currentPaymeKey, paymeAuthorization } from '../payments/payme/payme-key';
import { checkoutPage, linkButton, postButton } from './checkout-page';
import { SANDBOX_TEXT } from './sandbox-text';
import type { SelfRequest } from './self-client';
import { pickLang } from '../http/request-lang';
import { originOf } from '../http/origin';

const PAYME_BRAND = '#00a8b5';
/** Payme's CancelTransaction reason for "error while performing the transaction". */
const REASON_PERFORM_FAILED = 3;

interface Ctx {
  readonly db: Db['db'];
  readonly config: PaymentConfig;
  readonly call: SelfRequest;
}

type Form = { payload?: string; lang?: string };

/**
 * Payme's checkout played locally: `GET /sandbox/payme/<base64 of m=..;ac.key=..;a=..;c=..;l=..>` shows
 * the payment; Pay drives our merchant API exactly as Payme does (CheckPerformTransaction,
 * CreateTransaction, PerformTransaction with the Paycom key) and returns to `c`.
 */
export function paymeCheckout(app: FastifyInstance, ctx: Ctx) {
  const readPayload = async (payload: string, request: FastifyRequest, lang: PaymentLang) => {
    const t = SANDBOX_TEXT[lang];
    const params = decodePaymePayload(payload);
    if (!params) return { error: t.badLink };
    if (params.merchantId !== ctx.config.payme.merchantId) return { error: t.unknownMerchant, params };
    const links = { origin: originOf(request, ctx.config), config: ctx.config };
    const returnUrl = params.returnUrl === null ? null : safeReturnUrl(params.returnUrl, links);
    if (params.returnUrl !== null && !returnUrl) return { error: t.badReturn, params };
    return { params, returnUrl };
  };

  const show = async (
    reply: FastifyReply,
    lang: PaymentLang,
    payload: string,
    params: PaymeCheckoutParams | undefined,
    state: { error?: string; success?: string; returnUrl?: string | null; payable: boolean },
  ) => {
    const t = SANDBOX_TEXT[lang];
    const contractId = params && /^\d{1,10}$/.test(params.accountKey) ? Number(params.accountKey) : undefined;
    const contract = contractId ? await findContract(ctx.db, { id: contractId }) : undefined;
    const rows: [string, string][] = [[t.merchant, `Polis (${ctx.config.payme.merchantId})`]];
    if (params) rows.push([t.contract, params.accountKey]);
    if (contract)
      rows.push(
        [t.order, contract.order_id],
        [t.product, productInfo(contract.product)?.name[lang] ?? contract.product],
      );
    const actions = state.payable
      ? html`<div class="actions">
          ${postButton('/sandbox/payme/pay', { payload, lang }, t.pay, 'primary')}${postButton(
            '/sandbox/payme/cancel',
            { payload, lang },
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
          title: t.paymeTitle,
          brand: PAYME_BRAND,
          rows,
          amountUzs: params ? params.amountTiyin / 100 : undefined,
          error: state.error,
          success: state.success,
          actions,
          langHref: (l) => `/sandbox/payme/${payload}?lang=${l}`,
        }),
      );
  };

  app.get<{ Params: { '*': string }; Querystring: { lang?: string } }>('/payme/*', async (request, reply) => {
    const payload = request.params['*'];
    const decoded = decodePaymePayload(payload);
    const lang = pickLang(request.query.lang ?? decoded?.lang, request.headers['accept-language']);
    const read = await readPayload(payload, request, lang);
    if ('error' in read)
      return show(reply, lang, payload, read.params, { error: read.error, payable: false });
    return show(reply, lang, payload, read.params, { payable: true, returnUrl: read.returnUrl });
  });

  const rpc = async <R>(method: string, params: Record<string, unknown>): Promise<PaymeRpcResponse<R>> => {
    const key = await currentPaymeKey(ctx.db, ctx.config.payme.key);
    const response = await ctx.call({
      url: `/api${MERCHANT_PATHS.payme.path}`,
      headers: { authorization: paymeAuthorization(key), 'content-type': 'application/json' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: randomBytes(4).readUInt32BE(), method, params }),
    });
    return JSON.parse(response.body) as PaymeRpcResponse<R>;
  };

  app.post<{ Body: Form }>('/payme/pay', async (request, reply) => {
    const payload = String(request.body?.payload ?? '');
    const lang = pickLang(request.body?.lang);
    const read = await readPayload(payload, request, lang);
    if ('error' in read)
      return show(reply, lang, payload, read.params, { error: read.error, payable: false });
    const { params, returnUrl } = read;
    const account = { key: params.accountKey };
    const failed = (error: { message: Record<PaymentLang, string> }) =>
      show(reply, lang, payload, params, {
        error: `${SANDBOX_TEXT[lang].failed}: ${error.message[lang]}`,
        payable: false,
        returnUrl,
      });

    const check = await rpc('CheckPerformTransaction', { amount: params.amountTiyin, account });
    if ('error' in check) return failed(check.error);
    // Payme's transaction ids are 24 hexadecimal characters.
    const id = randomBytes(12).toString('hex');
    const create = await rpc('CreateTransaction', {
      id,
      time: Date.now(),
      amount: params.amountTiyin,
      account,
    });
    if ('error' in create) return failed(create.error);
    const perform = await rpc('PerformTransaction', { id });
    if ('error' in perform) {
      await rpc('CancelTransaction', { id, reason: REASON_PERFORM_FAILED });
      return failed(perform.error);
    }
    if (returnUrl) return reply.redirect(returnUrl, 303);
    return show(reply, lang, payload, params, { success: SANDBOX_TEXT[lang].paid, payable: false });
  });

  app.post<{ Body: Form }>('/payme/cancel', async (request, reply) => {
    const payload = String(request.body?.payload ?? '');
    const lang = pickLang(request.body?.lang);
    const read = await readPayload(payload, request, lang);
    if ('error' in read)
      return show(reply, lang, payload, read.params, { error: read.error, payable: false });
    if (read.returnUrl) return reply.redirect(read.returnUrl, 303);
    return show(reply, lang, payload, read.params, { payable: false });
  });
}
