import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ERROR_RESPONSES,
  SandboxContractRequest,
  SandboxContractResponse,
  type PaymentLang,
} from '@polis/api-contract';
import { CHANNEL_KEYS } from '../channels';
import { cancelContract, ContractError, createContract, type Contract } from '../contracts/contract-service';
import { formatUzs } from '../contracts/format';
import { PRODUCTS, productInfo } from '../contracts/products';
import type { Db } from '../db/database';
import { RequestError } from '../errors';
import { normalizeUzPhone } from '../outbox/phone';
import { html, htmlPage, languageLinks } from '../policies/html-page';
import type { PaymentConfig } from '../payments/payment-config';
import { paymentLinks } from '../payments/payment-links';
import { SANDBOX_TEXT } from './sandbox-text';
import { pickLang } from '../http/request-lang';

/** Each provider's refunds (`./refunds-page.ts`), linked from the home page. */
const REFUND_PAGES = [
  ['payme', 'Payme'],
  ['click', 'Click'],
  ['octo', 'Octo'],
  ['card', 'Card'],
  ['uzum-nasiya', 'Uzum Nasiya'],
] as const;
import { originOf } from '../http/origin';

/**
 * `POST /sandbox/api/contracts`: a saved contract for a product and an amount, so journeys and tests can
 * pay something before the products' own save endpoints exist. `GET /sandbox` offers the same as a form.
 */
export function sandboxContracts(
  app: FastifyInstance,
  { db, config }: { db: Db['db']; config: PaymentConfig },
) {
  const links = (request: FastifyRequest, contract: Contract, lang: PaymentLang) =>
    paymentLinks({ origin: originOf(request, config), config }, contract, lang);

  const create = async (body: SandboxContractRequest) => {
    const channel = body.channel ?? 'site';
    if (!CHANNEL_KEYS.includes(channel))
      throw new RequestError(400, 'unknown_channel', `Unknown channel ${channel}`);
    const phone = body.phone === undefined ? null : normalizeUzPhone(body.phone);
    if (phone === null && body.phone !== undefined) {
      throw new RequestError(400, 'invalid_phone', 'The phone must be 998 followed by 9 digits');
    }
    try {
      return await createContract(db, {
        product: body.product,
        amountUzs: body.amount_uzs,
        channel,
        agentId: body.agent_id ?? null,
        phone,
        holderName: body.holder_name ?? null,
        details: body.details,
        startDate: body.start_date ?? null,
        endDate: body.end_date ?? null,
      });
    } catch (error) {
      if (error instanceof ContractError) throw new RequestError(400, error.code, error.message);
      throw error;
    }
  };

  app.post<{ Body: SandboxContractRequest }>(
    '/api/contracts',
    {
      schema: {
        body: SandboxContractRequest,
        response: { 201: SandboxContractResponse, 400: ERROR_RESPONSES[400] },
      },
    },
    async (request, reply): Promise<SandboxContractResponse> => {
      const contract = await create(request.body);
      const urls = links(request, contract, 'uz');
      return reply.code(201).send({
        contract_id: contract.id,
        order_id: contract.order_id,
        product: contract.product,
        status: contract.status,
        amount_uzs: contract.amount_uzs,
        payme_url: urls.payme,
        click_url: urls.click,
        octo_url: urls.octo ?? '',
      });
    },
  );

  // Lets journeys reach the cancelled state (payments then answer Payme -31053, Click -9) before products can.
  app.post<{ Params: { id: number } }>(
    '/api/contracts/:id/cancel',
    { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }) } },
    async (request) => {
      try {
        const contract = await cancelContract(db, request.params.id);
        return { contract_id: contract.id, order_id: contract.order_id, status: contract.status };
      } catch (error) {
        if (!(error instanceof ContractError)) throw error;
        throw new RequestError(error.code === 'contract_not_found' ? 404 : 409, error.code, error.message);
      }
    },
  );

  app.get<{ Querystring: { lang?: string } }>('/', async (request, reply) => {
    const lang = pickLang(request.query.lang, request.headers['accept-language']);
    const t = SANDBOX_TEXT[lang];
    const body = html`<div class="card">
      ${languageLinks(lang, (l) => `?lang=${l}`)}
      <div class="brand">Polis <span class="badge">${t.sandboxBadge}</span></div>
      <h1>${t.createContract}</h1>
      <form method="post" action="/sandbox/contracts" class="actions">
        <input type="hidden" name="lang" value="${lang}" />
        <label
          >${t.product}<br /><select name="product">
            ${Object.keys(PRODUCTS).map(
              (key) => html`<option value="${key}">${PRODUCTS[key].name[lang]}</option>`,
            )}
          </select></label
        >
        <label
          >${t.amount}<br /><input
            name="amount_uzs"
            inputmode="numeric"
            pattern="[0-9]+"
            value="384000"
            required
        /></label>
        <label>${t.phone}<br /><input name="phone" inputmode="tel" placeholder="998901234567" /></label>
        <button type="submit" class="primary">${t.create}</button>
      </form>
      <p><a href="/sandbox/outbox?lang=${lang}">${t.outboxLink}</a></p>
      <p>
        ${t.refundsLink}:
        ${REFUND_PAGES.map(([path, name]) => html` <a href="/sandbox/${path}/refunds?lang=${lang}">${name}</a>`)}
      </p>
    </div>`;
    return reply.type('text/html; charset=utf-8').send(htmlPage({ lang, title: t.homeTitle, body }));
  });

  app.post<{ Body: { product?: string; amount_uzs?: string; phone?: string; lang?: string } }>(
    '/contracts',
    async (request, reply) => {
      const form = request.body ?? {};
      const lang = pickLang(form.lang);
      const t = SANDBOX_TEXT[lang];
      const amount = Number(form.amount_uzs);
      const contract = await create({
        product: String(form.product ?? ''),
        amount_uzs: Number.isSafeInteger(amount) ? amount : 0,
        ...(form.phone ? { phone: form.phone } : {}),
        // Demo facts so the PDF and the verification page have something to print.
        holder_name: 'Aziz Karimov',
        details: { plate: '01A123BC', vehicle: 'Chevrolet Cobalt' },
      });
      const urls = links(request, contract, lang);
      const body = html`<div class="card">
        <div class="brand">Polis <span class="badge">${t.sandboxBadge}</span></div>
        <p class="ok" role="status">${t.created}</p>
        <dl>
          <dt>${t.contract}</dt>
          <dd>${contract.id}</dd>
          <dt>${t.order}</dt>
          <dd>${contract.order_id}</dd>
          <dt>${t.product}</dt>
          <dd>${productInfo(contract.product)?.name[lang] ?? contract.product}</dd>
          <dt>${t.amount}</dt>
          <dd class="amount">${formatUzs(contract.amount_uzs)} ${t.currency}</dd>
        </dl>
        <h1>${t.payWith}</h1>
        <div class="actions">
          <a class="button primary" href="${urls.payme}">Payme</a
          ><a class="button primary" href="${urls.click}">Click</a>
          ${urls.octo ? html`<a class="button primary" href="${urls.octo}">Octo</a>` : null}
        </div>
      </div>`;
      return reply
        .code(201)
        .type('text/html; charset=utf-8')
        .send(htmlPage({ lang, title: t.created, body }));
    },
  );
}
