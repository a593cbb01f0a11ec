import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MERCHANT_PATHS,
  CLICK_ERROR,
  type ClickCompleteResponse,
  type ClickPrepareResponse,
  type PaymentLang,
} from '@polis/api-contract';
import { findContract } from '../contracts/contract-service';
import { productInfo } from '../contracts/products';
import type { Db } from '../db/database';
import { html } from '../policies/html-page';
import { clickSign } from '../payments/click/click-sign';
import type { PaymentConfig } from '../payments/payment-config';
import { safeReturnUrl } from '../payments/payment-links';
import { checkoutPage, linkButton, postButton } from './checkout-page';
import { SANDBOX_TEXT } from './sandbox-text';
import type { SelfRequest } from './self-client';
import { pickLang } from '../http/request-lang';
import { originOf } from '../http/origin';

const CLICK_BRAND = '#0073ff';

interface Ctx {
  readonly db: Db['db'];
  readonly config: PaymentConfig;
  readonly call: SelfRequest;
}

interface PayQuery {
  service_id?: string;
  merchant_id?: string;
  amount?: string;
  transaction_param?: string;
  return_url?: string;
  lang?: string;
}

/** Click's link has no language; the return page's /{lang}/ prefix tells which one the customer reads. */
const langOf = (query: PayQuery, acceptLanguage?: string) =>
  pickLang(
    query.lang ?? /^(?:https?:\/\/[^/]+)?\/(uz|ru|en)(?:\/|$)/.exec(query.return_url ?? '')?.[1],
    acceptLanguage,
  );

/** Click signs with its local time (Tashkent, UTC+5) as `YYYY-MM-DD HH:mm:ss`. */
const signTime = (now = new Date()) =>
  new Date(now.getTime() + 5 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * Click's pay page played locally: `GET /sandbox/click/services/pay?service_id=&merchant_id=&amount=
 * &transaction_param=&return_url=`. Pay posts Prepare then Complete to our SHOP API, signed with the
 * secret key as Click signs them, then returns to `return_url`.
 */
export function clickCheckout(app: FastifyInstance, ctx: Ctx) {
  const read = (query: PayQuery, request: FastifyRequest, lang: PaymentLang) => {
    const t = SANDBOX_TEXT[lang];
    if (
      query.service_id !== ctx.config.click.serviceId ||
      query.merchant_id !== ctx.config.click.merchantId
    ) {
      return { error: t.unknownMerchant };
    }
    const { transaction_param: order, amount } = query;
    if (
      typeof order !== 'string' ||
      !order ||
      typeof amount !== 'string' ||
      !/^\d+(\.\d{1,2})?$/.test(amount)
    ) {
      return { error: t.badLink };
    }
    const returnUrl = query.return_url
      ? safeReturnUrl(query.return_url, { origin: originOf(request, ctx.config), config: ctx.config })
      : null;
    if (query.return_url && !returnUrl) return { error: t.badReturn };
    return { order, amount, returnUrl };
  };

  const show = async (
    reply: FastifyReply,
    lang: PaymentLang,
    query: PayQuery,
    state: { error?: string; success?: string; payable: boolean; returnUrl?: string | null },
  ) => {
    const t = SANDBOX_TEXT[lang];
    const order = typeof query.transaction_param === 'string' ? query.transaction_param.slice(0, 40) : '';
    const contract = order ? await findContract(ctx.db, { orderId: order }) : undefined;
    const rows: [string, string][] = [[t.merchant, `Polis (service ${ctx.config.click.serviceId})`]];
    if (order) rows.push([t.order, order]);
    if (contract) rows.push([t.product, productInfo(contract.product)?.name[lang] ?? contract.product]);
    const fields = Object.fromEntries(
      Object.entries({ ...query, lang }).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const actions = state.payable
      ? html`<div class="actions">
          ${postButton('/sandbox/click/services/pay', fields, t.pay, 'primary')}${postButton(
            '/sandbox/click/services/cancel',
            fields,
            t.cancel,
            'secondary',
          )}
        </div>`
      : state.returnUrl
        ? html`<div class="actions">${linkButton(state.returnUrl, t.back)}</div>`
        : undefined;
    const amount = Number(query.amount);
    return reply
      .code(state.error ? 400 : 200)
      .type('text/html; charset=utf-8')
      .send(
        checkoutPage({
          lang,
          title: t.clickTitle,
          brand: CLICK_BRAND,
          rows,
          amountUzs: Number.isFinite(amount) ? amount : undefined,
          error: state.error,
          success: state.success,
          actions,
          langHref: (l) => `?${new URLSearchParams({ ...fields, lang: l })}`,
        }),
      );
  };

  app.get<{ Querystring: PayQuery }>('/click/services/pay', async (request, reply) => {
    const lang = langOf(request.query, request.headers['accept-language']);
    const order = read(request.query, request, lang);
    if ('error' in order) return show(reply, lang, request.query, { error: order.error, payable: false });
    return show(reply, lang, request.query, { payable: true });
  });

  const post = async <R>(url: string, fields: Record<string, string>): Promise<R> => {
    const response = await ctx.call({
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    return JSON.parse(response.body) as R;
  };

  app.post<{ Body: PayQuery }>('/click/services/pay', async (request, reply) => {
    const query = request.body ?? {};
    const lang = langOf(query);
    const t = SANDBOX_TEXT[lang];
    const order = read(query, request, lang);
    if ('error' in order) return show(reply, lang, query, { error: order.error, payable: false });
    const { secretKey, serviceId } = ctx.config.click;
    const base = {
      click_trans_id: String(randomInt(1, 2 ** 47)),
      service_id: serviceId,
      click_paydoc_id: String(randomInt(1, 2 ** 47)),
      merchant_trans_id: order.order,
      amount: order.amount,
      error: '0',
      error_note: 'Success',
      sign_time: signTime(),
    };
    const prepareFields = { ...base, action: '0' };
    const prepare = await post<ClickPrepareResponse>(`/api${MERCHANT_PATHS.clickPrepare.path}`, {
      ...prepareFields,
      sign_string: clickSign(prepareFields, secretKey),
    });
    const failed = (note: string) =>
      show(reply, lang, query, { error: `${t.failed}: ${note}`, payable: false, returnUrl: order.returnUrl });
    if (prepare.error !== CLICK_ERROR.success || prepare.merchant_prepare_id === undefined) {
      return failed(prepare.error === CLICK_ERROR.alreadyPaid ? t.alreadyPaid : prepare.error_note);
    }
    const completeFields = { ...base, action: '1', merchant_prepare_id: String(prepare.merchant_prepare_id) };
    const complete = await post<ClickCompleteResponse>(`/api${MERCHANT_PATHS.clickComplete.path}`, {
      ...completeFields,
      sign_string: clickSign(completeFields, secretKey),
    });
    if (complete.error !== CLICK_ERROR.success) return failed(complete.error_note);
    if (order.returnUrl) return reply.redirect(order.returnUrl, 303);
    return show(reply, lang, query, { success: t.paid, payable: false });
  });

  // The customer gave up before paying: nothing was prepared, so Click simply goes back.
  app.post<{ Body: PayQuery }>('/click/services/cancel', async (request, reply) => {
    const query = request.body ?? {};
    const lang = langOf(query);
    const order = read(query, request, lang);
    if ('error' in order) return show(reply, lang, query, { error: order.error, payable: false });
    if (order.returnUrl) return reply.redirect(order.returnUrl, 303);
    return show(reply, lang, query, { payable: false });
  });
}
