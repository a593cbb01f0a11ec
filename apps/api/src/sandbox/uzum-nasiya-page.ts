import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PaymentLang } from '@polis/api-contract';
import { findContract, type Contract } from '../contracts/contract-service';
import { formatUzs } from '../contracts/format';
import { productInfo } from '../contracts/products';
import type { Db } from '../db/database';
import { maskPhone } from '../outbox/mask';
import { html, type SafeHtml } from '../policies/html-page';
import { checkoutPage, linkButton, postButton } from './checkout-page';
import { cancelByBuyer, confirmByBuyer, findOrderByToken, sendOrderCode } from '../installments/buyer-confirmation';
import { findBuyer, type Buyer, type InstallmentOrder } from '../installments/installment-service';
import { UZUM_TEXT } from './uzum-nasiya-text';
import { pickLang } from '../http/request-lang';

const UZUM_BRAND = '#7000ff';

interface Loaded {
  readonly order: InstallmentOrder;
  readonly contract: Contract | undefined;
  readonly buyer: Buyer | undefined;
}

interface Notice {
  readonly error?: string;
  readonly success?: string;
  readonly status?: number;
}

type Input = { lang?: string; code?: string };

/**
 * Uzum Nasiya's web view as the sandbox plays it (`data.webview_path` of create-order): the order, a
 * button that sends the buyer an SMS code, the code form, and decline. Confirming returns the buyer to the
 * order's callback; the shop then calls `/api/uzumnasiya/confirm-contract`.
 */
export function uzumNasiyaPage(app: FastifyInstance, { handle }: { handle: Db }) {
  const { db } = handle;
  const base = (token: string) => `/sandbox/uzum-nasiya/${encodeURIComponent(token)}`;

  const load = async (token: string): Promise<Loaded | null> => {
    const order = await findOrderByToken(db, token.slice(0, 40));
    if (!order) return null;
    const [contract, buyer] = await Promise.all([
      findContract(db, { id: order.contract_id }),
      findBuyer(db, { id: order.buyer_id }),
    ]);
    return { order, contract, buyer };
  };

  const actionsFor = ({ order, contract }: Loaded, lang: PaymentLang): SafeHtml => {
    const t = UZUM_TEXT[lang];
    const back = linkButton(order.callback_url, t.back);
    if (order.status !== 'pending' || contract?.status !== 'saved')
      return html`<div class="actions">${back}</div>`;
    const url = base(order.webview_token);
    const decline = postButton(`${url}/cancel`, { lang }, t.cancel, 'secondary');
    if (!order.code_hash) {
      return html`<div class="actions">
        ${postButton(`${url}/send-code`, { lang }, t.sendCode, 'primary')}${decline}
      </div>`;
    }
    return html`<div class="actions">
      <form method="post" action="${url}/confirm">
        <input type="hidden" name="lang" value="${lang}" />
        <label
          >${t.code}<input
            name="code"
            inputmode="numeric"
            autocomplete="one-time-code"
            pattern="[0-9]{6}"
            maxlength="6"
            required
        /></label>
        <button type="submit" class="primary">${t.confirm}</button>
      </form>
      ${postButton(`${url}/send-code`, { lang }, t.resend, 'secondary')}${decline}
    </div>`;
  };

  const stateNotice = ({ order, contract }: Loaded, lang: PaymentLang): Notice => {
    const t = UZUM_TEXT[lang];
    if (order.status === 'confirmed' || order.status === 'completed') return { success: t.confirmed };
    if (order.status === 'cancelled') return { error: t.cancelled };
    if (contract?.status !== 'saved') return { error: t.alreadyPaid };
    return {};
  };

  const show = (reply: FastifyReply, lang: PaymentLang, loaded: Loaded | null, notice?: Notice) => {
    const t = UZUM_TEXT[lang];
    const shown = loaded ? { ...stateNotice(loaded, lang), ...notice } : { error: t.notFound, status: 404 };
    const rows: [string, string][] = [[t.merchant, 'Polis']];
    if (loaded) {
      const { order, contract, buyer } = loaded;
      if (contract) {
        rows.push([t.order, contract.order_id]);
        rows.push([t.product, productInfo(contract.product)?.name[lang].split(' — ')[0] ?? contract.product]);
      }
      rows.push(
        [t.period, t.months(order.period)],
        [t.monthly, `${formatUzs(order.monthly_amount)} ${t.currency}`],
      );
      if (buyer) rows.push([t.buyer, maskPhone(buyer.phone)]);
    }
    return reply
      .code(shown.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(
        checkoutPage({
          lang,
          title: t.title,
          brand: UZUM_BRAND,
          rows,
          amountUzs: loaded?.order.total_amount,
          error: shown.error,
          success: shown.success,
          actions: loaded ? actionsFor(loaded, lang) : undefined,
          langHref: (l) => `?lang=${l}`,
        }),
      );
  };

  app.get<{ Params: { token: string }; Querystring: Input }>(
    '/uzum-nasiya/:token',
    async (request, reply) => {
      const loaded = await load(request.params.token);
      const lang = pickLang(request.query.lang ?? loaded?.order.lang, request.headers['accept-language']);
      return show(reply, lang, loaded);
    },
  );

  app.post<{ Params: { token: string }; Body: Input }>(
    '/uzum-nasiya/:token/send-code',
    async (request, reply) => {
      const lang = pickLang(request.body?.lang);
      const loaded = await load(request.params.token);
      if (!loaded) return show(reply, lang, null);
      const t = UZUM_TEXT[lang];
      const sent = await sendOrderCode(handle, loaded.order, lang);
      const reloaded = await load(request.params.token);
      if (sent === 'rate_limited') return show(reply, lang, reloaded, { error: t.tooMany, status: 429 });
      const phone = loaded.buyer ? maskPhone(loaded.buyer.phone) : '';
      return show(reply, lang, reloaded, sent === 'sent' ? { success: t.codeSent(phone) } : {});
    },
  );

  app.post<{ Params: { token: string }; Body: Input }>(
    '/uzum-nasiya/:token/confirm',
    async (request, reply) => {
      const lang = pickLang(request.body?.lang);
      const loaded = await load(request.params.token);
      if (!loaded) return show(reply, lang, null);
      const t = UZUM_TEXT[lang];
      const code = String(request.body?.code ?? '').trim();
      // A malformed code uses no try: it cannot be a guess at the real one.
      if (!/^[0-9]{6}$/.test(code)) return show(reply, lang, loaded, { error: t.codeFormat, status: 400 });
      const outcome = await confirmByBuyer(db, { orderId: loaded.order.id, code });
      if (outcome.kind === 'confirmed') return reply.redirect(callbackWith(loaded.order, 'confirmed'), 303);
      const reloaded = await load(request.params.token);
      const notices: Record<Exclude<typeof outcome.kind, 'confirmed' | 'wrong_code'>, Notice> = {
        locked: { error: t.locked, status: 400 },
        code_expired: { error: t.codeExpired, status: 400 },
        no_code: { error: t.noCode, status: 400 },
        not_pending: {},
        contract_not_payable: { error: t.alreadyPaid, status: 409 },
      };
      const notice =
        outcome.kind === 'wrong_code'
          ? { error: t.wrongCode(outcome.attemptsLeft), status: 400 }
          : notices[outcome.kind];
      return show(reply, lang, reloaded, notice);
    },
  );

  app.post<{ Params: { token: string }; Body: Input }>(
    '/uzum-nasiya/:token/cancel',
    async (request, reply) => {
      const lang = pickLang(request.body?.lang);
      const loaded = await load(request.params.token);
      if (!loaded) return show(reply, lang, null);
      await cancelByBuyer(db, loaded.order.id);
      return reply.redirect(callbackWith(loaded.order, 'cancelled'), 303);
    },
  );
}

/**
 * The shop's callback with what Uzum's web view knows: its contract id and the buyer's answer, so a return
 * page (the native apps' payment-complete) can call confirm-contract itself.
 */
function callbackWith(
  order: { id: number; callback_url: string },
  status: 'confirmed' | 'cancelled',
): string {
  const [path, hash = ''] = order.callback_url.split('#');
  const joiner = path.includes('?') ? '&' : '?';
  const query = `uzum_contract_id=${order.id}&uzum_status=${status}`;
  return `${path}${joiner}${query}${hash ? `#${hash}` : ''}`;
}
