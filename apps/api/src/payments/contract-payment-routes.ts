import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  PAYMENT_ENDPOINTS,
  paymentLangOf,
  type ContractCheckResponse,
  type InterfaceLang,
  type PaymentLang,
  type PaymentProvider,
} from '@polis/api-contract';
import { inTransaction, type Contract } from '../contracts/contract-service';
import { formatUzs } from '../contracts/format';
import { productName } from '../contracts/products';
import type { Db } from '../db/database';
import { errorBody, RequestError } from '../errors';
import { maskPhone } from '../outbox/mask';
import { normalizeUzPhone } from '../outbox/phone';
import { countSmsSince, sendSms } from '../outbox/sms-outbox';
import { requestLang } from '../http/request-lang';
import { textIn, withCyrillic } from '../http/lang-texts';
import { paymentCheckAnswer } from '../policies/policy-check';
import type { PaymentConfig } from './payment-config';
import {
  defaultReturnUrl,
  paymeCheckoutUrl,
  paymentLinks,
  safeReturnUrl,
  type LinkContext,
} from './payment-links';
import { requireNoPaidCover } from '../contracts/pay-block';
import { contractOfBody, contractOfCapability } from '../contracts/contract-access';
import { originOf } from '../http/origin';
import { serve } from '../http/endpoint';

export interface ContractPaymentRoutesOptions {
  readonly db: Db;
  readonly config: PaymentConfig;
}

/** Invoice SMS per phone: enough for a typo and a retry, too few to bomb a stranger's phone. */
export const INVOICE_LIMIT = { count: 3, windowMs: 10 * 60 * 1000 } as const;

const PROVIDER_NAMES: Record<string, Record<PaymentLang, string>> = {
  payme: { uz: 'Payme', ru: 'Payme', en: 'Payme' },
  click: { uz: 'Click', ru: 'Click', en: 'Click' },
  octo: { uz: 'Bank kartasi (Octo)', ru: 'Банковская карта (Octo)', en: 'Bank card (Octo)' },
  card: { uz: 'Saqlangan karta', ru: 'Сохранённая карта', en: 'Saved card' },
  invoice: { uz: 'Telefonga hisob (Payme)', ru: 'Счёт на телефон (Payme)', en: 'Invoice to a phone (Payme)' },
  'uzum-nasiya': {
    uz: 'Muddatli toʻlov (Uzum Nasiya)',
    ru: 'Рассрочка (Uzum Nasiya)',
    en: 'Instalments (Uzum Nasiya)',
  },
};

const INVOICE_SMS = withCyrillic<(product: string, amount: string, url: string) => string>({
  uz: (product, amount, url) => `Polis: ${product} uchun ${amount} soʻm. Payme orqali toʻlash: ${url}`,
  ru: (product, amount, url) => `Polis: ${product}, к оплате ${amount} сум. Оплатить через Payme: ${url}`,
  en: (product, amount, url) => `Polis: ${product}, ${amount} UZS to pay. Pay with Payme: ${url}`,
});

/**
 * The contract a payment check names: the order id is required (a paid check answers the policy and its
 * PDF link), not even the holder's session stands in for it; a contract id given beside it must match.
 */
async function checkedContractOf(
  db: Db['db'],
  request: FastifyRequest,
  { contractId, orderId }: { contractId?: number; orderId?: string },
): Promise<Contract> {
  if (orderId === undefined) {
    throw new RequestError(400, 'validation', 'order_id is required: a bare contract id opens no policy');
  }
  return contractOfCapability(db, request, { contractId, orderId });
}

function requirePayable(contract: Contract) {
  if (contract.status === 'paid' || contract.status === 'issued') {
    throw new RequestError(409, 'contract_already_paid', 'The contract has already been paid');
  }
  if (contract.status !== 'saved')
    throw new RequestError(409, 'contract_not_payable', `The contract is ${contract.status}`);
}

const langOf = requestLang;

/** Contract payment calls of spec 000 section 7 (under /api, channel credential). */
export async function contractPaymentRoutes(
  app: FastifyInstance,
  { db: { db, dialect }, config }: ContractPaymentRoutesOptions,
) {
  const linkContext = (request: FastifyRequest): LinkContext => ({
    origin: originOf(request, config),
    config,
  });

  const returnUrlOf = (
    ctx: LinkContext,
    contract: Contract,
    lang: InterfaceLang,
    given: string | undefined,
  ) => {
    if (given === undefined) return defaultReturnUrl(ctx, contract, lang);
    const safe = safeReturnUrl(given, ctx);
    if (!safe) {
      throw new RequestError(
        400,
        'return_url_not_allowed',
        'return_url must be a path here or a URL on a configured host',
      );
    }
    return safe;
  };

  serve(
    app,
    PAYMENT_ENDPOINTS.initialize,
    {
      tags: ['payment'],
      summary: 'Card payment page of a contract (Octo-like)',
      description:
        '409 contract_already_paid / contract_not_payable; 503 provider_unavailable when the sandbox is off.',
    },
    async (request, reply) => {
      const contract = await contractOfBody(db, request);
      requirePayable(contract);
      await requireNoPaidCover(db, contract);
      const ctx = linkContext(request);
      const lang = langOf(request);
      const links = paymentLinks(
        ctx,
        contract,
        lang,
        returnUrlOf(ctx, contract, lang, request.body.return_url),
      );
      // Octo's production API (prepare_payment with the shop's secret) is not integrated: see the README.
      if (!links.octo)
        return reply.code(503).send(errorBody('provider_unavailable', 'Card payment is not configured'));
      return {
        error: 0 as const,
        result: true as const,
        message: 'success' as const,
        payment_url: links.octo,
      };
    },
  );

  serve(
    app,
    PAYMENT_ENDPOINTS.getPayment,
    {
      tags: ['payment'],
      summary: 'Payment providers of a contract, with checkout links, named in the `lang` header language',
    },
    async (request) => {
      const contract = await contractOfBody(db, request);
      requirePayable(contract);
      await requireNoPaidCover(db, contract);
      const ctx = linkContext(request);
      const lang = langOf(request);
      const links = paymentLinks(
        ctx,
        contract,
        lang,
        returnUrlOf(ctx, contract, lang, request.body.return_url),
      );
      const provider = (id: string, type: PaymentProvider['type'], url?: string | null): PaymentProvider =>
        url
          ? { id, name: textIn(PROVIDER_NAMES[id], lang), type, url }
          : { id, name: textIn(PROVIDER_NAMES[id], lang), type };
      const data: PaymentProvider[] = [
        provider('payme', 'link', links.payme),
        provider('click', 'link', links.click),
        ...(links.octo ? [provider('octo', 'link', links.octo)] : []),
        provider('card', 'card'),
        provider('invoice', 'invoice'),
        provider('uzum-nasiya', 'installment'),
      ];
      // Monthly mini KASKO is paid month by month from a saved card: the card subscription is its only way in.
      if (contract.product === 'monthly-kasko') {
        return {
          error: 0 as const,
          result: true as const,
          message: 'success' as const,
          data: data.filter((p) => p.id === 'card'),
        };
      }
      return { error: 0 as const, result: true as const, message: 'success' as const, data };
    },
  );

  const checkAnswer = (request: FastifyRequest, contract: Contract): Promise<ContractCheckResponse> =>
    paymentCheckAnswer(db, contract, {
      origin: originOf(request, config),
      policyTokenSecret: config.policyTokenSecret,
    });
  const checkDocs = (summary: string) => ({
    tags: ['payment'],
    summary,
    description:
      'Paid: `{ error: false, check: true, url, polis_seria, polis_number }` (url: the policy PDF). Not paid: ' +
      "`{ error: 1, check: false, message: 'payment_not_made' }`. Unknown: 404 contract_not_found.",
  });

  for (const [check, summary] of [
    [PAYMENT_ENDPOINTS.check, 'Has the contract been paid? (order_id and contract_id)'],
    [
      PAYMENT_ENDPOINTS.checkUniversal,
      'Has the contract been paid? (order_id, and contract_id if given, any product)',
    ],
  ] as const) {
    serve(app, check, checkDocs(summary), async (request) =>
      checkAnswer(
        request,
        await checkedContractOf(db, request, {
          contractId: request.body.contract_id,
          orderId: request.body.order_id,
        }),
      ),
    );
  }
  for (const confirm of [PAYMENT_ENDPOINTS.osagoConfirm, PAYMENT_ENDPOINTS.travelConfirm]) {
    serve(app, confirm, checkDocs('Has the order been paid? (order_id)'), async (request) =>
      checkAnswer(request, await contractOfCapability(db, request, { orderId: request.body.order_id })),
    );
  }

  serve(
    app,
    PAYMENT_ENDPOINTS.paymePhone,
    {
      tags: ['payment'],
      summary: 'Invoice by phone: an SMS with the Payme checkout link of the contract',
      description: `At most ${INVOICE_LIMIT.count} invoices per phone in ${INVOICE_LIMIT.windowMs / 60000} minutes (429 rate_limited).`,
    },
    async (request, reply) => {
      const phone = normalizeUzPhone(request.body.phone);
      if (!phone) throw new RequestError(400, 'invalid_phone', 'The phone must be 998 followed by 9 digits');
      const contract = await contractOfBody(db, request);
      requirePayable(contract);
      await requireNoPaidCover(db, contract);
      const ctx = linkContext(request);
      const lang = langOf(request);
      const url = paymeCheckoutUrl(ctx, {
        contractId: contract.id,
        amountUzs: contract.amount_uzs,
        returnUrl: defaultReturnUrl(ctx, contract, lang),
        lang: paymentLangOf(lang),
      });
      const product = productName(contract.product, lang);
      const text = INVOICE_SMS[lang](product.split(' — ')[0], formatUzs(contract.amount_uzs), url);
      // Count and send in one transaction, one phone at a time, so concurrent requests cannot all slip under
      // the limit: SQLite runs one transaction at a time; PostgreSQL takes a transaction lock on the phone.
      const sent = await inTransaction(db, async (trx) => {
        if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(trx);
        const since = new Date(Date.now() - INVOICE_LIMIT.windowMs);
        if ((await countSmsSince(trx, phone, 'payment-invoice', since)) >= INVOICE_LIMIT.count) return false;
        await sendSms(trx, phone, text, 'payment-invoice');
        return true;
      });
      if (!sent) {
        return reply
          .code(429)
          .header('retry-after', String(INVOICE_LIMIT.windowMs / 1000))
          .send(errorBody('rate_limited', 'Too many invoices to this phone; try again later'));
      }
      return {
        error: 0 as const,
        result: true as const,
        message: 'success' as const,
        phone: maskPhone(phone),
      };
    },
    { config: { clientLimit: 'sms' } },
  );
}
